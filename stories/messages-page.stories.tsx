import type { Meta } from '@storybook/react-vite';
import MessagesPage from '../runtime/src/features/messages/messages-page.tsx';
import '../runtime/src/app/layout/member-centre.css';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { CentreContent, pageStory } from './page-story.tsx';

const meta: Meta = { title: 'Member centre/Messages (messageV2)' };
export default meta;

export const Default = pageStory(
  'Unread in bold with a dot; opening one marks it read',
  (b) => moneyPageRoutes(b),
  () => (
    <CentreContent>
      <MessagesPage />
    </CentreContent>
  ),
);
