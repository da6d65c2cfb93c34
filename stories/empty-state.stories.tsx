import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../runtime/src/app/ui/empty-state.tsx';
import { useT } from '../runtime/src/i18n/i18n.tsx';

const meta: Meta = { title: 'Member centre/Shared/Empty state' };
export default meta;

function Empty() {
  const t = useT();
  return (
    <div style={{ padding: 24, maxInlineSize: 720 }}>
      <EmptyState text={t('history.empty')} />
    </div>
  );
}

export const Default: StoryObj = { name: 'No records in these dates', render: () => <Empty /> };
