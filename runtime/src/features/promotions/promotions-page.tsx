import type { PageProps } from '../../app/feature.ts';
import { ComingSoon } from '../../app/ui/coming-soon.tsx';
import { useT } from '../../i18n/i18n.tsx';

export default function PromotionsPage({ titleKey }: PageProps) {
  const t = useT();
  return <ComingSoon name={t(titleKey)} />;
}
