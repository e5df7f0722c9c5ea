// A promo code: checked here for its shape (in the reader's language), then sent; the server's
// refusal (a wrong, used or expired code, in the player's language) shows under the field.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../lib/toast.ts';
import { useRedeemCode } from './api.ts';

const CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** An i18n key for a code that can't be right, or true. */
export function codeProblem(value: string): string | true {
  const code = value.trim().toLocaleUpperCase('en');
  if (code === '') return 'bonus.code.required';
  return CODE_PATTERN.test(code) || 'bonus.code.format';
}

export function PromoCodeForm() {
  const { t } = useTranslation();
  const redeem = useRedeemCode();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setRefused(null);
    try {
      const { bonus, freeSpins, freeBet } = await redeem.mutateAsync(
        code.trim().toLocaleUpperCase('en'),
      );
      reset();
      toast(
        t('bonus.code.done', { title: bonus?.title ?? freeSpins?.title ?? freeBet?.title ?? '' }),
        'success',
      );
    } catch (error) {
      setRefused(error instanceof Error ? error.message : t('tip.somethingWrong'));
    }
  });
  return (
    <form
      className="bn-card bn-code"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="bn-code-title"
    >
      <h2 id="bn-code-title" className="bn-card-title">
        <Ticket size={18} aria-hidden="true" />
        {t('bonus.code.title')}
      </h2>
      <div className="bn-code-row">
        <TextField
          label={t('bonus.code.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder={t('bonus.code.placeholder')}
          error={formState.errors.code?.message}
          {...register('code', { validate: codeProblem, onChange: () => setRefused(null) })}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? t('base.loading') : t('bonus.code.submit')}
        </button>
      </div>
      {refused && (
        <p className="field-error" role="alert" data-testid="bonus-code-error">
          {refused}
        </p>
      )}
    </form>
  );
}
