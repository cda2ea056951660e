import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react';
import { CollegeProfileFormSchema, type CollegeProfileDetails } from '../../../domain/home/college-profile-form';
import { collegeKeys } from '../../lib/college-profile';
import { failureMessage } from '../../lib/http';
import { showDialog } from '../../ui/dialog';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { CollegeImageField } from './college-image-field';
import { saveCollegeProfile, setupKeys, setupQueries } from './setup-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { translateKnown } from '../../i18n/translate-known';
import './setup.css';

const TITLE = /*i18n*/ 'College Profile';

/**
 * The college's name and contact details, logo and banner (the home page, letterheads and the header read them):
 * administrators.
 */
export function CollegeProfileScreen() {
  return <CollegeProfile />;
}

function CollegeProfile() {
  const { i18n } = useLingui();
  const profile = useQuery(setupQueries.collegeProfile());
  return (
    <PageFrame title={i18n._(TITLE)}>
      {profile.isPending && (
        <p aria-busy="true">
          <Trans id="Loading the college profile…" />
        </p>
      )}
      {profile.isError && (
        <ErrorAlert
          message={i18n._('The college profile could not be loaded. Check your connection and open this page again.')}
        />
      )}
      {profile.data && (
        <>
          <ProfileForm saved={profile.data} />
          <section className="college-images" aria-label={i18n._('Logo and banner')}>
            <CollegeImageField kind="logo" saved={profile.data.logo} />
            <CollegeImageField kind="banner" saved={profile.data.banner} />
          </section>
        </>
      )}
    </PageFrame>
  );
}

function ProfileForm({ saved }: { saved: CollegeProfileDetails }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveCollegeProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData(setupKeys.collegeProfile(), answer.profile);
      await queryClient.invalidateQueries({ queryKey: collegeKeys.profile() });
      await showDialog(i18n._('Success'), translateKnown(i18n, answer.message));
    },
    onError: async (error) => showDialog(i18n._('Error'), translateKnown(i18n, await failureMessage(error))),
  });
  const form = useSchemaForm(CollegeProfileFormSchema, {
    initial: {
      name: saved.name,
      email: saved.email,
      address: saved.address,
      phones: saved.phones,
      aboutUs: saved.aboutUs,
    },
    onSubmit: (fields) => save.mutate(fields),
  });
  return (
    <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._(TITLE)}>
      <p className="field-hint">
        <Trans
          id="College code {code}: it begins roll numbers and admission numbers and does not change here."
          values={{ code: saved.code }}
        />
      </p>
      <TextField field={form.field('name')} label={i18n._('College name')} maxLength={160} />
      <TextField field={form.field('email')} label={i18n._('Official e-mail')} type="email" maxLength={120} />
      <TextField field={form.field('address')} label={i18n._('Campus address')} maxLength={400} />
      <TextField
        field={form.field('phones')}
        label={i18n._('Phone numbers (separated by commas)')}
        type="tel"
        maxLength={80}
      />
      <TextField field={form.field('aboutUs')} label={i18n._('About the college')} maxLength={2000} />
      <PlainButton type="submit" expand="block" disabled={save.isPending}>
        {save.isPending ? i18n._('Saving…') : i18n._('Save')}
      </PlainButton>
    </form>
  );
}
