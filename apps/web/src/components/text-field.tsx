import { labelledControl } from './labelled-field';

/** A labelled input whose hint and error are read with it (aria-describedby). */
export const TextField = labelledControl('input');

/** The same for a text area. */
export const TextAreaField = labelledControl('textarea');
