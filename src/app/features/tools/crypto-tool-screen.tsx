import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { CRYPTO_MESSAGES, CryptoToolQuerySchema } from '../../../domain/tools/crypto-tool';
import { appApi, failureMessage } from '../../lib/http';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';

type Mode = 'encrypt' | 'decrypt';

function CryptoPanel({ mode }: { mode: Mode }) {
  const inputId = useId();
  const outputId = useId();
  const [content, setContent] = useState('');
  const [output, setOutput] = useState('');
  const run = useMutation({
    mutationFn: () => appApi.get('getDecryptedValue', { searchParams: { content, type: mode } }).text(),
    onSuccess: (text) => {
      setOutput(text);
      if (mode === 'decrypt') void showToast(CRYPTO_MESSAGES.decrypted, { tone: 'success' });
    },
    onError: async (e) => {
      setOutput('');
      void showToast(mode === 'decrypt' ? CRYPTO_MESSAGES.decryptFailed : await failureMessage(e), { tone: 'danger' });
    },
  });
  const onRun = () => {
    const parsed = v.safeParse(CryptoToolQuerySchema, { type: mode, content });
    if (!parsed.success) return void showToast(parsed.issues[0].message, { tone: 'danger' });
    run.mutate();
  };
  const title = mode === 'encrypt' ? 'Encrypt' : 'Decrypt';
  return (
    <section className="form-card" aria-label={title}>
      <h2>{title}</h2>
      <label htmlFor={inputId}>{mode === 'encrypt' ? 'Plain text' : 'Encrypted value'}</label>
      <textarea
        id={inputId}
        className="text-area"
        rows={4}
        maxLength={10_000}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <PlainButton onClick={onRun} disabled={run.isPending}>
        {title}
      </PlainButton>
      <label htmlFor={outputId}>Result</label>
      <textarea id={outputId} className="text-area" rows={3} readOnly value={output} />
    </section>
  );
}

/** §2 encrypt/decrypt tool: two panels calling getDecryptedValue (§7) with the §5 and §8 messages. */
export function CryptoToolScreen() {
  return (
    <PageFrame title="Encrypt / Decrypt" wide>
      <div className="two-panels">
        <CryptoPanel mode="encrypt" />
        <CryptoPanel mode="decrypt" />
      </div>
    </PageFrame>
  );
}
