import type { ReactNode } from 'react';
import { useGate, type GateArea } from '../gate.ts';
import type { MemberCentrePageKey } from '../feature.ts';
import { useOpenModal, type OpenModal } from '../modals.ts';

interface ModalButtonProps {
  modal: OpenModal;
  /** Spec §6: outside this area's audience the gate's login prompt or notice opens instead. */
  gate?: GateArea;
  className: string;
  testId: string;
  children: ReactNode;
}

/** A shortcut whose only job is to open one popup (header, side bar and page buttons). */
export function ModalButton({ modal, gate: area, className, testId, children }: ModalButtonProps) {
  const gate = useGate();
  const openModal = useOpenModal();
  const open = () => openModal(modal);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      onClick={() => (area ? gate(area, open) : open())}
    >
      {children}
    </button>
  );
}

type MemberCentreButtonProps = Omit<ModalButtonProps, 'modal' | 'gate'> & {
  page: MemberCentrePageKey;
};

/** Spec §2.2 shortcuts into one member-centre page; a guest is asked to log in first. */
export function MemberCentreButton({ page, ...button }: MemberCentreButtonProps) {
  return <ModalButton modal={{ id: 'memberCentre', page }} gate="member" {...button} />;
}
