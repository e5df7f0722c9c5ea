// The basic level's form: name, birth date, country, city, address, national id; checked here
// with the server's own rules (age, the T.C. kimlik check digits) so mistakes show at once.
// The fields' rules live in ./basic-rules.ts.
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@talih/contracts/kyc.ts';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { useSubmitBasic } from './api.ts';
import { basicRules, COUNTRIES, countryName, type BasicValues } from './basic-rules.ts';

/** Saved details at a glance, with a way back to the form (the id shows masked). */
export function BasicDetails({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const d = status.details;
  if (!d || editing) return <BasicForm status={status} />;
  const rows: [string, string][] = [
    [t('kyc.basic.fullName'), d.fullName],
    [t('kyc.basic.birthDate'), d.birthDate],
    [t('kyc.basic.country'), countryName(d.country, i18n.language === 'tk' ? 'tr' : i18n.language)],
    [t('kyc.basic.city'), d.city],
    [t('kyc.basic.address'), d.address],
    [t('kyc.basic.nationalId'), d.nationalIdMasked],
  ];
  return (
    <>
      <dl className="kyc-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status.level === 'verified' ? (
        <p className="kyc-muted">{t('kyc.basic.locked')}</p>
      ) : (
        <button
          type="button"
          className="btn btn-secondary kyc-edit"
          onClick={() => setEditing(true)}
        >
          {t('kyc.basic.edit')}
        </button>
      )}
    </>
  );
}

function CountrySelect({ field }: { field: UseFormRegisterReturn<'country'> }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor="kyc-country">
        {t('kyc.basic.country')}
      </label>
      <div className="input-wrap">
        <select id="kyc-country" className="kyc-select" {...field}>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryName(c, i18n.language === 'tk' ? 'tr' : i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <p className="field-error" />
    </div>
  );
}

/** The form with the saved details filled in (the id is typed again), and its save. */
function useBasicForm(status: KycStatus) {
  const { t } = useTranslation();
  const submit = useSubmitBasic();
  const d = status.details;
  const form = useForm<BasicValues>({
    mode: 'onBlur',
    defaultValues: {
      fullName: d?.fullName ?? '',
      birthDate: d?.birthDate ?? '',
      country: d?.country || 'TR',
      city: d?.city ?? '',
      address: d?.address ?? '',
      nationalId: '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast(t('kyc.basic.saved'), 'success');
    } catch {
      // The request client showed the server's message.
    }
  });
  return { form, onSubmit, busy: submit.isPending };
}

export function BasicForm({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const { form, onSubmit, busy } = useBasicForm(status);
  const { register, formState, control } = form;
  const d = status.details;
  const country = useWatch({ control, name: 'country' });
  const locked = status.level === 'verified';
  const e = formState.errors;
  if (locked) return <p className="kyc-muted">{t('kyc.basic.locked')}</p>;
  return (
    <form className="kyc-form" onSubmit={onSubmit} noValidate aria-label={t('kyc.basic.title')}>
      <p className="kyc-muted kyc-form-wide">{t('kyc.basic.hint')}</p>
      <TextField
        label={t('kyc.basic.fullName')}
        autoComplete="name"
        error={e.fullName?.message}
        {...register('fullName', { validate: basicRules.fullName })}
      />
      <TextField
        label={t('kyc.basic.birthDate')}
        type="date"
        autoComplete="bday"
        error={e.birthDate?.message}
        errorValues={{ age: status.minimumAge }}
        {...register('birthDate', { validate: basicRules.birthDate(status.minimumAge) })}
      />
      <CountrySelect field={register('country')} />
      <TextField
        label={t('kyc.basic.city')}
        autoComplete="address-level2"
        error={e.city?.message}
        {...register('city', { validate: basicRules.city })}
      />
      <TextField
        label={t('kyc.basic.address')}
        autoComplete="street-address"
        error={e.address?.message}
        {...register('address', { validate: basicRules.address })}
      />
      <TextField
        label={country === 'TR' ? t('kyc.basic.nationalIdTr') : t('kyc.basic.nationalId')}
        inputMode={country === 'TR' ? 'numeric' : 'text'}
        autoComplete="off"
        placeholder={d?.nationalIdMasked}
        maxLength={32}
        error={e.nationalId?.message}
        {...register('nationalId', { validate: basicRules.nationalId })}
      />
      <div className="kyc-form-wide">
        <SubmitButton busy={busy} label={t('kyc.basic.save')} />
      </div>
    </form>
  );
}
