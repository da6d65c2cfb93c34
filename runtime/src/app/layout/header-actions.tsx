import { Suspense } from 'react';
import type { HeaderActionPlace } from '../feature.ts';
import type { Session } from '../session.ts';
import { useSite } from '../site.tsx';
import { mountedComponent } from './mount.tsx';

/** The header buttons features add to one place of the top bar, in their order. */
export function HeaderActions({
  place,
  session,
}: {
  place: HeaderActionPlace;
  session: Session | null;
}) {
  const { headerActions } = useSite();
  return (
    <>
      {headerActions
        .filter((action) => action.place === place)
        .map((action) => {
          const Action = mountedComponent(action);
          return (
            <Suspense key={action.id} fallback={null}>
              <Action session={session} />
            </Suspense>
          );
        })}
    </>
  );
}
