import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MOBILE_INPUT_MAX, normaliseMobileInput } from '../../../domain/admissions/field-rules';
import {
  PARENT_ADDRESS_MAX,
  PARENT_NAME_MAX,
  PARENT_RELATIONS,
  ParentProfileSchema,
} from '../../../domain/parents/profile';
import type { ParentProfileAnswer, ParentProfileDetails } from '../../../domain/parents/profile-answers';
import { translateKnown } from '../../i18n/translate-known';
import type { DeviceAnswer } from '../../lib/offline/device-backed';
import { refusalText } from '../../lib/refusal-text';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { StatusNote } from '../../ui/status-note';
import { parentProfileKeys, saveParentProfile } from './parent-profile-queries';

// The form kit shows an option's label in the page's language.
const RELATION_OPTIONS = PARENT_RELATIONS.map((relation) => ({ value: relation, label: relation }));

/**
 * The parent's own details on My Profile. Saving needs a connection (the server checks every field again); the
 * e-mail is the account's sign-in and reset address, shown but not changed here.
 */
export function ParentProfileForm({ user, profile }: { user: string; profile: ParentProfileDetails }) {
  const online = useOnline();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveParentProfile,
    onMutate: () => (setFailure(null), setNotice(null)),
    onSuccess: (answer) => {
      setNotice(translateKnown(i18n, answer.message));
      queryClient.setQueryData<DeviceAnswer<ParentProfileAnswer>>(
        parentProfileKeys.profile(user),
        (old) => old && { data: { ...old.data, profile: answer.profile }, source: 'network', fetchedAt: Date.now() },
      );
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const form = useSchemaForm(ParentProfileSchema, {
    initial: {
      fullName: profile.fullName,
      mobile: profile.mobile,
      relation: profile.relation ?? '',
      address: profile.address,
    },
    onSubmit: (fields) => save.mutate(fields),
    onInvalid: () => (setFailure(null), setNotice(null)),
  });

  return (
    <form
      className="form-card parent-profile__form"
      onSubmit={form.handleSubmit}
      aria-labelledby="profile-title"
      noValidate
    >
      <h2 id="profile-title">{i18n._('Your details')}</h2>
      <TextField
        field={form.field('fullName')}
        label={i18n._('Name')}
        maxLength={PARENT_NAME_MAX}
        autoComplete="name"
      />
      <PlainTextField
        id="profile-email"
        label={i18n._('E-mail')}
        type="email"
        value={profile.email}
        onChange={() => undefined}
        readOnly
        aria-describedby="profile-email-hint"
      />
      <p id="profile-email-hint" className="hint parent-profile__note">
        {i18n._('You sign in and reset your password with this e-mail, so it is not changed here.')}
      </p>
      <TextField
        field={form.field('mobile')}
        label={i18n._('Mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_INPUT_MAX}
        normalize={normaliseMobileInput}
      />
      <SelectField
        field={form.field('relation')}
        label={i18n._('Relation to the students')}
        options={RELATION_OPTIONS}
      />
      <TextAreaField
        field={form.field('address')}
        label={i18n._('Address')}
        rows={4}
        maxLength={PARENT_ADDRESS_MAX}
        autoComplete="street-address"
        hint={i18n._('{count} of {max} characters', { count: form.values.address.length, max: PARENT_ADDRESS_MAX })}
      />
      {!online && (
        <p className="hint" role="status">
          {i18n._('You are offline. Saving your profile needs a connection.')}
        </p>
      )}
      <ErrorAlert message={failure ?? form.formError} />
      <StatusNote>{notice}</StatusNote>
      <PlainButton type="submit" disabled={save.isPending || !online}>
        {save.isPending ? i18n._('Saving…') : i18n._('Save')}
      </PlainButton>
    </form>
  );
}
