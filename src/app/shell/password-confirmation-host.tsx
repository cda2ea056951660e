import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { answerPasswordRequestsWith } from '../lib/password-confirmation';

// The dialog and its form load only when the server first asks for the password, so no page pays for them before.
const PasswordConfirmationDialog = lazy(() =>
  import('./password-confirmation-dialog').then((m) => ({ default: m.PasswordConfirmationDialog })),
);

/**
 * Answers the server's requests for the password (a change to money or personal data when the sign-in is older
 * than the idle time) with the dialog; several changes refused at once share one question.
 */
export function PasswordConfirmationHost() {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; settle: (confirmed: boolean) => void } | null>(null);

  useEffect(
    () =>
      answerPasswordRequestsWith(() => {
        if (!pending.current) {
          let settle: (confirmed: boolean) => void = () => undefined;
          const promise = new Promise<boolean>((resolve) => (settle = resolve));
          pending.current = { promise, settle };
          setOpen(true);
        }
        return pending.current.promise;
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending.current?.settle(confirmed);
    pending.current = null;
    setOpen(false);
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PasswordConfirmationDialog onDone={finish} />
    </Suspense>
  );
}
