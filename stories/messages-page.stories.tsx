import type { Meta, StoryObj } from '@storybook/react-vite';
import MessagesPage from '../runtime/src/features/messages/messages-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Member centre/Messages (messageV2)' };
export default meta;

export const Default: StoryObj = {
  name: 'Unread in bold with a dot; opening one marks it read',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId, moneyPageRoutes(globals.brand as BrandId));
    return (
      <div className="wl-mc__content" style={{ maxInlineSize: 900 }}>
        <MessagesPage />
      </div>
    );
  },
};
