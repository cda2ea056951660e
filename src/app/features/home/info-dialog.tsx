import { useEffect, useRef, type ReactNode } from 'react';
import { PlainButton } from '../../ui/plain/plain-button';

/** A native modal dialog (focus trapped, Esc closes) for About Us and Contact Us. */
export function InfoDialog({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="info-dialog" aria-label={title} onClose={onClose}>
      <h2>{title}</h2>
      {children}
      <PlainButton onClick={onClose}>Close</PlainButton>
    </dialog>
  );
}
