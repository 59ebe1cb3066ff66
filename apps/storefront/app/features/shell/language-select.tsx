import { LANGUAGE_CODES, isLanguageCode } from '@shop/contract';
import { useId } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { LANGUAGE_NAMES, chooseLanguage } from './language-choice';

/** English / العربية: the choice is saved and the shop reloads at /{lang}/ (spec section 2). */
export function LanguageSelect() {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  const id = useId();

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {labels.lbl_header_language}
      </label>
      <select
        id={id}
        value={language.code}
        onChange={(event) => {
          const code = event.target.value;
          if (isLanguageCode(code) && code !== language.code) chooseLanguage(code);
        }}
        className="language-select h-8 rounded-md border border-olive-600 bg-olive-900 ps-2 pe-7 text-sm text-sand-50"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
