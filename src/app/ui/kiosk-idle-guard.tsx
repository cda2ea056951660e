import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { idlePhase } from '../lib/kiosk';
import { currentUser } from '../lib/session';
import { deleteAllDrafts } from '../lib/offline/form-drafts';

// Capture on document so input inside Ionic's content and overlays counts too.
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Chromium grants user activation to a touch on pointerup, to a mouse already on pointerdown (still valid on pointerup).
const GESTURE_EVENTS = ['pointerup', 'keydown'] as const;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

interface Props {
  /** Ends the signed-in session and goes home (the dashboards feature's sign-out). */
  signOut: () => Promise<void>;
}

function enterFullScreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || !document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return;
  try {
    Promise.resolve(root.requestFullscreen()).catch(() => undefined);
  } catch {
    // refused without a promise (older engines): the kiosk works windowed
  }
}

/**
 * Wipes what a visitor left: the session of a signed-in user (the sign-out leaves no personal data), else any
 * half-filled public form and whatever the page held that is not meant for offline use.
 */
async function resetKiosk(signOut: () => Promise<void>): Promise<void> {
  await deleteAllDrafts().catch(() => undefined);
  if (currentUser()) return signOut();
  // Loaded on the way out, as the sign-out is: none of it is needed to render a kiosk's screens.
  await import('../lib/offline/forget-personal-data')
    .then(({ forgetPersonalData }) => forgetPersonalData(null))
    .catch(() => undefined);
  // A fresh home page, also when already there: open dialogs and typed text go too.
  window.location.assign('/');
}

/** A kiosk's idle timer: full screen on a gesture, a warning in the last 10 s, then a reset. */
export function KioskIdleGuard({ signOut }: Props) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastInput = useRef(0);

  useEffect(() => {
    let resetting = false;
    lastInput.current = Date.now();
    const onInput = () => {
      lastInput.current = Date.now();
      setSecondsLeft(null);
    };
    INPUT_EVENTS.forEach((type) => document.addEventListener(type, onInput, LISTENER_OPTIONS));
    GESTURE_EVENTS.forEach((type) => document.addEventListener(type, enterFullScreen, LISTENER_OPTIONS));
    const timer = window.setInterval(() => {
      if (resetting) return;
      const state = idlePhase(Date.now() - lastInput.current);
      if (state.phase !== 'reset') {
        setSecondsLeft(state.phase === 'warning' ? state.secondsLeft : null);
        return;
      }
      resetting = true;
      setSecondsLeft(null);
      void resetKiosk(signOut).finally(() => {
        resetting = false;
        lastInput.current = Date.now();
      });
    }, 1000);
    // The timer is loaded on demand: the attribute says it runs (input before then is not yet counted).
    document.documentElement.dataset.kioskTimer = 'on';
    return () => {
      delete document.documentElement.dataset.kioskTimer;
      window.clearInterval(timer);
      INPUT_EVENTS.forEach((type) => document.removeEventListener(type, onInput, LISTENER_OPTIONS));
      GESTURE_EVENTS.forEach((type) => document.removeEventListener(type, enterFullScreen, LISTENER_OPTIONS));
    };
  }, [signOut]);

  return secondsLeft === null ? null : <IdleNotice secondsLeft={secondsLeft} onContinue={() => setSecondsLeft(null)} />;
}

interface NoticeProps {
  secondsLeft: number;
  onContinue: () => void;
}

/** The warning of the last 10 s; it takes focus so screen readers announce it, and gives focus back. */
export function IdleNotice({ secondsLeft, onContinue }: NoticeProps) {
  const { i18n } = useLingui();
  const notice = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = notice.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => {
      const focusLost = document.activeElement === document.body || node?.contains(document.activeElement);
      if (previous?.isConnected && focusLost) previous.focus();
    };
  }, []);
  return (
    <div
      ref={notice}
      className="kiosk-notice"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="kiosk-notice-title"
      aria-describedby="kiosk-notice-text"
    >
      <p id="kiosk-notice-title" className="kiosk-notice-title">
        {i18n._('Are you still there?')}
      </p>
      <p id="kiosk-notice-text">{i18n._('This kiosk resets in {secondsLeft} s', { secondsLeft })}</p>
      <button ref={button} type="button" className="kiosk-notice-button" onClick={onContinue}>
        {i18n._('Continue')}
      </button>
    </div>
  );
}
