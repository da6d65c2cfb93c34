import type { Meta, StoryObj } from '@storybook/react-vite';
import AgentEntrancePage from '../runtime/src/features/agent/agent-entrance-page.tsx';
import { storyPlatform, storySession } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

const meta: Meta = { title: 'Agent centre/Entrance' };
export default meta;

export const Player: StoryObj = {
  name: 'A player at /agent: "Not an agent, cannot log in"',
  render: (_args, { globals }) => {
    storyPlatform(globals.brand as BrandId);
    storySession(0);
    return <AgentEntrancePage titleKey="agentCentre.title" />;
  },
};
