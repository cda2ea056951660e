import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '../../ui/plain/plain-button';
import type { CodeReader } from './camera-reader';

/** How often a frame is read, and how long the same code is not taken again (the camera still sees it). */
const FRAME_MS = 250;
const SAME_CODE_MS = 2500;

/** Whether this device can lend the page a camera at all. */
const cameraPossible = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * A phone's camera as the desk's scanner: the back camera's picture, read a few times a second; each Code 128 code
 * read is handed on as a scanned one (the same code again only after a pause, as a hand scanner would). The camera
 * stays on for the next copy until Stop, and stops when the field goes away.
 */
export function CameraScan({ label, onScan }: { label: string; onScan: (code: string) => void }) {
  const { i18n } = useLingui();
  const [on, setOn] = useState(false);
  const [status, setStatus] = useState<'starting' | 'reading' | 'failed'>('starting');
  const video = useRef<HTMLVideoElement>(null);
  const handOn = useRef(onScan);
  handOn.current = onScan;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        const [{ codeReader }, media] = await Promise.all([
          import('./camera-reader'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const reader: CodeReader = await codeReader();
        setStatus('reading');
        const tick = async () => {
          if (stopped || !video.current) return;
          const [code] = video.current.readyState >= 2 ? await reader.read(video.current).catch(() => []) : [];
          const now = Date.now();
          if (code && !stopped && (code !== last.code || now - last.at > SAME_CODE_MS)) {
            last = { code, at: now };
            handOn.current(code.toUpperCase());
          }
          timer = setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch {
        if (!stopped) setStatus('failed');
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  if (!cameraPossible()) return null;
  if (!on)
    return (
      <PlainButton
        fill="outline"
        size="small"
        onClick={() => {
          setStatus('starting');
          setOn(true);
        }}
      >
        {i18n._('Scan with the camera')}
      </PlainButton>
    );
  return (
    <div className="library-camera">
      <video ref={video} className="library-camera__view" muted playsInline aria-label={label} />
      <p className="hint" role="status">
        {status === 'failed'
          ? i18n._('The camera could not be opened: allow the camera for this site, or type the code.')
          : status === 'starting'
            ? i18n._('Opening the camera…')
            : i18n._('Hold the barcode in the middle of the picture.')}
      </p>
      <PlainButton fill="outline" size="small" onClick={() => setOn(false)}>
        {i18n._('Stop the camera')}
      </PlainButton>
    </div>
  );
}
