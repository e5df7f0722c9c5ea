// The personal information form (docs/seed-spec.md S7: /user/editprofile and /user/rename):
// nickname, real name and e-mail, checked by the server's own field rules before anything is sent.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { nicknameField } from '@talih/contracts/account-fields.ts';
import { NICKNAME_LENGTH_MAX } from '@talih/contracts/limits.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { toast } from '../../lib/toast.ts';
import { useProfile, useSaveProfile, type ProfileEdit } from './api.ts';

const NAME_MAX_LENGTH = 100;

export const profileSchema = z.object({
  nikeName: nicknameField,
  name: z.string().trim().max(NAME_MAX_LENGTH, 'base.NameRule'),
  email: z.union([z.literal(''), z.email('base.EmailRule').max(254, 'base.EmailRule')]),
});

function Form({ before }: { before: ProfileEdit }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { register, handleSubmit, formState, reset } = useForm<ProfileEdit>({
    resolver: zodResolver(profileSchema),
    mode: 'onBlur',
    defaultValues: before,
  });
  const onSubmit = handleSubmit(async (next) => {
    try {
      await save.mutateAsync({ next, before });
    } catch {
      return; // The request client showed the server's message.
    }
    toast(t('profile.saved'), 'success');
    reset(next);
  });
  return (
    <form
      className="profile-card profile-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="profile-card-title">
        {t('profile.formTitle')}
      </h2>
      <TextField
        label={t('profile.nickname')}
        autoComplete="nickname"
        maxLength={NICKNAME_LENGTH_MAX}
        error={formState.errors.nikeName?.message}
        {...register('nikeName')}
      />
      <TextField
        label={t('profile.realName')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <SubmitButton
        busy={formState.isSubmitting}
        disabled={!formState.isDirty}
        label={t('profile.save')}
      />
    </form>
  );
}

export function ProfileForm() {
  const { t } = useTranslation();
  const q = useProfile();
  if (q.isPending) {
    return <div className="skeleton profile-form-skeleton" aria-busy="true" />;
  }
  if (q.isError) {
    return (
      <ErrorPanel
        title={t('profile.loadError')}
        message={q.error.message}
        retry={() => void q.refetch()}
      />
    );
  }
  const before = { nikeName: q.data.nikeName, name: q.data.name, email: q.data.email };
  // Keyed by the saved values: after a save the form starts again from them.
  return <Form key={JSON.stringify(before)} before={before} />;
}
