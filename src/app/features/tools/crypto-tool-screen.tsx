import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
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
  const { i18n } = useLingui();
  const inputId = useId();
  const outputId = useId();
  const [content, setContent] = useState('');
  const [output, setOutput] = useState('');
  const run = useMutation({
    mutationFn: () => appApi.get('getDecryptedValue', { searchParams: { content, type: mode } }).text(),
    onSuccess: (text) => {
      setOutput(text);
      if (mode === 'decrypt') void showToast(i18n._(CRYPTO_MESSAGES.decrypted), { tone: 'success' });
    },
    onError: async (e) => {
      setOutput('');
      void showToast(
        mode === 'decrypt' ? i18n._(CRYPTO_MESSAGES.decryptFailed) : translateKnown(i18n, await failureMessage(e)),
        { tone: 'danger' },
      );
    },
  });
  const onRun = () => {
    const parsed = v.safeParse(CryptoToolQuerySchema, { type: mode, content });
    if (!parsed.success) return void showToast(translateKnown(i18n, parsed.issues[0].message), { tone: 'danger' });
    run.mutate();
  };
  const title = mode === 'encrypt' ? i18n._('Encrypt') : i18n._('Decrypt');
  return (
    <section className="form-card" aria-label={title}>
      <h2>{title}</h2>
      <label htmlFor={inputId}>{mode === 'encrypt' ? i18n._('Plain text') : i18n._('Encrypted value')}</label>
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
      <label htmlFor={outputId}>{i18n._('Result')}</label>
      <textarea id={outputId} className="text-area" rows={3} readOnly value={output} />
    </section>
  );
}

/** §2 encrypt/decrypt tool: two panels calling getDecryptedValue (§7) with the §5 and §8 messages. */
export function CryptoToolScreen() {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._('Encrypt / Decrypt')} wide>
      <div className="two-panels">
        <CryptoPanel mode="encrypt" />
        <CryptoPanel mode="decrypt" />
      </div>
    </PageFrame>
  );
}
