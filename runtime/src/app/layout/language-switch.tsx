import { useId } from 'react';
import { isLanguageCode } from '../../../../contract/languages.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';

/** The brand's languages by their own names; the choice persists under `language`. */
export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  const { brand } = useSite();
  const [language, setLanguage] = useLanguage();
  return (
    <span className="wl-language">
      <label htmlFor={id} className="wl-visually-hidden">
        {t('header.language')}
      </label>
      <Icon name="globe" size={16} />
      <select
        id={id}
        data-testid="language-switch"
        value={language}
        onChange={(e) => {
          if (isLanguageCode(e.target.value)) setLanguage(e.target.value);
        }}
      >
        {brand.languages.map((l) => (
          <option key={l.type} value={l.type}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
