'use client';

import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { groupOf, type Amr } from '../../lib/amr';

type MethodAlternativesProps = {
  current: Amr;
  /** Another method the step shows already, beside the current one. */
  shown?: Amr | null;
  available: Amr[];
  performed: Amr[];
  chooseMethod: (method: Amr) => Promise<void>;
};

/**
 * The other methods that still make progress: any of the current method's group (say a
 * code instead of the password), or of a group not done yet.
 */
export function methodAlternatives(
  current: Amr,
  available: readonly Amr[],
  performed: readonly Amr[],
): Amr[] {
  const doneGroups = new Set(performed.map(groupOf));
  return available.filter((method) => method !== current && !doneGroups.has(groupOf(method)));
}

export function MethodAlternatives({
  current,
  shown = null,
  available,
  performed,
  chooseMethod,
}: MethodAlternativesProps) {
  const { t } = useI18n();
  const [choosing, setChoosing] = useState(false);
  const alternatives = methodAlternatives(current, available, performed).filter(
    (method) => method !== shown,
  );
  if (alternatives.length === 0) return null;
  return (
    <nav className="alternatives" aria-labelledby="alternatives-title">
      <h3 id="alternatives-title">{t.login.otherMethods}</h3>
      <ul>
        {alternatives.map((method) => (
          <li key={method}>
            <button
              type="button"
              className="link"
              disabled={choosing}
              onClick={() => {
                setChoosing(true);
                void chooseMethod(method).finally(() => {
                  setChoosing(false);
                });
              }}
            >
              {t.amr[method]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
