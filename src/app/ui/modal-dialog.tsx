import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal on the native <dialog>: focus kept inside, Escape closes, the page behind is inert. */
export function ModalDialog({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal-dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <div className="modal-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-dialog__close" onClick={onClose}>
              Close
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
