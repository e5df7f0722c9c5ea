// The basic level's form: name, birth date, country, city, address, national id; checked here
// with the server's own rules (age, the T.C. kimlik check digits) so mistakes show at once.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@talih/contracts/kyc.ts';
import { ageOn, isValidNationalId } from '@talih/contracts/national-id.ts';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { useSubmitBasic } from './api.ts';

/** Turkey first (the seed's players), then the countries of the built-in packs, then others. */
const COUNTRIES = [
  'TR',
  'DE',
  'NL',
  'GB',
  'MT',
  'IE',
  'AT',
  'FI',
  'CY',
  'LU',
  'NO',
  'IS',
  'AZ',
  'BG',
  'FR',
  'IT',
  'ES',
  'BE',
  'CH',
  'GR',
  'RO',
  'US',
];

interface Values {
  fullName: string;
  birthDate: string;
  country: string;
  city: string;
  address: string;
  nationalId: string;
}

function countryName(code: string, lang: string) {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

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

export function BasicForm({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitBasic();
  const d = status.details;
  const { register, handleSubmit, formState, control } = useForm<Values>({
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
  const country = useWatch({ control, name: 'country' });
  const locked = status.level === 'verified';
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast(t('kyc.basic.saved'), 'success');
    } catch {
      // The request client showed the server's message.
    }
  });
  if (locked) return <p className="kyc-muted">{t('kyc.basic.locked')}</p>;
  return (
    <form className="kyc-form" onSubmit={onSubmit} noValidate aria-label={t('kyc.basic.title')}>
      <p className="kyc-muted kyc-form-wide">{t('kyc.basic.hint')}</p>
      <TextField
        label={t('kyc.basic.fullName')}
        autoComplete="name"
        error={e.fullName?.message}
        {...register('fullName', {
          validate: (v) => v.trim().split(/\s+/).length >= 2 || 'kyc.basic.errors.fullName',
        })}
      />
      <TextField
        label={t('kyc.basic.birthDate')}
        type="date"
        autoComplete="bday"
        error={e.birthDate?.message}
        errorValues={{ age: status.minimumAge }}
        {...register('birthDate', {
          validate: (v) => {
            if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'kyc.basic.errors.birthDate';
            const age = ageOn(v, new Date());
            if (age > 120 || age < 0) return 'kyc.basic.errors.birthDate';
            return age >= status.minimumAge || 'kyc.basic.errors.underAge';
          },
        })}
      />
      <div className="field">
        <label className="field-label" htmlFor="kyc-country">
          {t('kyc.basic.country')}
        </label>
        <div className="input-wrap">
          <select id="kyc-country" className="kyc-select" {...register('country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {countryName(c, i18n.language === 'tk' ? 'tr' : i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <p className="field-error" />
      </div>
      <TextField
        label={t('kyc.basic.city')}
        autoComplete="address-level2"
        error={e.city?.message}
        {...register('city', { validate: (v) => v.trim().length >= 2 || 'kyc.basic.errors.city' })}
      />
      <TextField
        label={t('kyc.basic.address')}
        autoComplete="street-address"
        error={e.address?.message}
        {...register('address', {
          validate: (v) => v.trim().length >= 5 || 'kyc.basic.errors.address',
        })}
      />
      <TextField
        label={country === 'TR' ? t('kyc.basic.nationalIdTr') : t('kyc.basic.nationalId')}
        inputMode={country === 'TR' ? 'numeric' : 'text'}
        autoComplete="off"
        placeholder={d?.nationalIdMasked}
        maxLength={32}
        error={e.nationalId?.message}
        {...register('nationalId', {
          validate: (v, all) =>
            isValidNationalId(all.country, v) ||
            (all.country === 'TR' ? 'kyc.basic.errors.tcKimlik' : 'kyc.basic.errors.nationalId'),
        })}
      />
      <div className="kyc-form-wide">
        <SubmitButton busy={submit.isPending} label={t('kyc.basic.save')} />
      </div>
    </form>
  );
}
