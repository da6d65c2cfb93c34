import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from '../runtime/src/app/ui/pager.tsx';

const meta: Meta = { title: 'Member centre/Shared/Pager' };
export default meta;

function Paged({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12 }}>
      <p className="wl-muted">
        Page {page} of {Math.ceil(total / 10)}
      </p>
      <Pager page={page} pageSize={10} total={total} onPage={setPage} />
    </div>
  );
}

export const Few: StoryObj = { name: 'Five pages: all shown', render: () => <Paged total={50} /> };

export const Many: StoryObj = {
  name: 'Twenty pages, in the middle: range 3, margin 1, gaps',
  render: () => <Paged total={200} start={10} />,
};

export const First: StoryObj = {
  name: 'Twenty pages, at the start',
  render: () => <Paged total={200} />,
};
