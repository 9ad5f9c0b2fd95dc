import { labelledControl } from './labelled-field';

/** A labelled select, like TextField. */
export const SelectField = labelledControl('select');
