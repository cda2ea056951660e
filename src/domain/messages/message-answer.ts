import * as v from 'valibot';

/** The answer of a call that only says what it did: the message the screen shows. */
export const MessageAnswerSchema = v.object({ message: v.string() });
