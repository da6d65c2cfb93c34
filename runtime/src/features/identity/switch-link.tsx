interface SwitchLinkProps {
  /** "No account yet?" / "Already have an account?" */
  lead: string;
  label: string;
  onClick: () => void;
}

/** The line under the login and register forms that sends the visitor to the other one. */
export function SwitchLink({ lead, label, onClick }: SwitchLinkProps) {
  return (
    <span>
      {lead}{' '}
      <button type="button" className="wl-link" onClick={onClick}>
        {label}
      </button>
    </span>
  );
}
