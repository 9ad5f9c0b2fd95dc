'use client';

import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';

/** The way up to `requiredAcr`, and to the security page for a second method first. */
export function LevelPrompt({ requiredAcr, returnTo }: { requiredAcr: number; returnTo: string }) {
  return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={returnTo} offerSetup />;
}
