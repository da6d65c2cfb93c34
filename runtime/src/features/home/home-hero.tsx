import { useAtomValue } from 'jotai';
import { useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { heroCategories } from './hero-categories.ts';
import { HeroView } from './hero-view.tsx';
import './home-hero.css';

/** The welcome banner: the brand's hero image, and Register / Log in for a visitor. */
export function Hero() {
  const t = useT();
  const { brand, modals, navTabs } = useSite();
  const [language] = useLanguage();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  return (
    <HeroView
      t={t}
      brandName={brand.name}
      heroImage={brand.theme.heroImage}
      // Named and drawn from what the brand really offers (issue 10: no lottery on a brand without).
      categories={heroCategories(navTabs)}
      locale={LANGUAGES[language].locale}
      guest={!session}
      canRegister={modals.has('registerModal')}
      onRegister={() => openModal({ id: 'registerModal' })}
      onLogin={() => openModal({ id: 'loginModal' })}
    />
  );
}
