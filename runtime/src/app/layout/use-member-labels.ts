import { useAtomValue } from 'jotai';
import { memberInfo } from '../../../../contract/member.ts';
import { useQuery } from '../api/query.ts';
import { sessionAtom } from '../session.ts';

/**
 * The member's labels (spec §6: "vipcs" selects the VIP customer service; the header shows
 * the first beside the name): member info's when it has answered, the login's until then,
 * none for a visitor. Every reader shares the one member-info read.
 */
export function useMemberLabels(): readonly string[] {
  const session = useAtomValue(sessionAtom);
  const { value } = useQuery(memberInfo, {}, { enabled: session !== null, tags: ['balance'] });
  if (!session) return [];
  return value ? value.memberLabel.map((label) => label.labelName) : session.memberLabels;
}
