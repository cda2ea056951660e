import { describe, expect, it } from 'vitest';
import { IdleNotice } from '../../src/app/ui/kiosk-idle-guard';
import { renderedIn } from './support/rendered-in';

const notice = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <IdleNotice secondsLeft={7} onContinue={() => undefined} />);

describe("a kiosk's idle warning speaks the visitor's language", () => {
  it('asks in Telugu and in Hindi, with the seconds in Western digits', async () => {
    const telugu = await notice('te');
    expect(telugu).toContain('మీరు ఇంకా ఇక్కడ ఉన్నారా?');
    expect(telugu).toContain('ఈ కియోస్క్ 7 సెకన్లలో రీసెట్ అవుతుంది');
    expect(telugu).toContain('>కొనసాగించండి</button>');
    const hindi = await notice('hi');
    expect(hindi).toContain('क्या आप अभी भी यहाँ हैं?');
    expect(hindi).toContain('यह कियोस्क 7 सेकंड में रीसेट होगा');
  });

  it('keeps the English words as they were', async () => {
    const english = await notice('en');
    expect(english).toContain('Are you still there?');
    expect(english).toContain('This kiosk resets in 7 s');
    expect(english).toContain('>Continue</button>');
  });
});
