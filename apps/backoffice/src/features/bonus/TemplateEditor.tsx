// Writing a template version: its code (a new template only), titles, the grouped rules, and
// the reason the audit log keeps. Saving makes a draft version; nothing pays until a second
// staff member approves it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bonusRulesProblems, TEMPLATE_CODE } from '@talih/contracts/backoffice/bonus.ts';
import { bonusRules, type BonusRules } from '@talih/contracts/bonus.ts';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useSaveTemplate } from './api.ts';
import { ReasonField } from './fields.tsx';
import { RulesForm } from './RulesForm.tsx';

export const BLANK_RULES: BonusRules = bonusRules.parse({
  kind: 'deposit_match',
  trigger: 'first_deposit',
  percent: 100,
  capMinor: 50_000,
  minDepositMinor: 5_000,
  wageringMultiple: 30,
  maxBetMinor: 2_500,
  expiryDays: 14,
});

interface Props {
  /** Set: a new version of this template; unset: a new template. */
  templateId?: number;
  initial: { title: { tk: string; en: string }; rules: BonusRules };
  onDone?(): void;
}

// The server applies the jurisdiction pack's cap too; the editor checks the schema and needs.
const OPEN_PACK = { allowed: true, wageringMultipleMax: null };

export function TemplateEditor({ templateId, initial, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [title, setTitle] = useState(initial.title);
  const [rules, setRules] = useState<BonusRules>(initial.rules);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problems = bonusRulesProblems(rules, OPEN_PACK).problems;
  const codeOk = templateId !== undefined || TEMPLATE_CODE.test(code);
  const ready =
    problems.length === 0 && codeOk && title.tk.trim() !== '' && reason.trim().length >= 3;
  const save = useSaveTemplate(templateId, (saved) => {
    toast.success(t('bonus.editor.saved', { version: saved.version }));
    if (templateId === undefined) void navigate(`/bonus/templates/${saved.id}`);
    onDone?.();
  });
  return (
    <form
      className="panel bonus-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (ready) save.mutate({ code, title, rules, reason });
      }}
    >
      <GeneralFields
        code={templateId === undefined ? code : null}
        codeOk={codeOk}
        title={title}
        tried={tried}
        onCode={setCode}
        onTitle={setTitle}
      />
      <RulesForm draft={rules} setDraft={setRules} problems={problems} />
      <ReasonField
        label={t('bonus.editor.reason')}
        value={reason}
        tried={tried}
        onChange={setReason}
      />
      <p className="muted small">{t('bonus.editor.fourEyes')}</p>
      {tried && !ready && (
        <p className="form-error" role="alert">
          {t('bonus.editor.fixProblems')}
        </p>
      )}
      {save.isError && (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      <div className="row-actions">
        {onDone && (
          <button type="button" className="btn" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('common.working')
            : templateId === undefined
              ? t('bonus.editor.save')
              : t('bonus.editor.saveNew')}
        </button>
      </div>
    </form>
  );
}

type Title = Props['initial']['title'];

/** The code (a new template only: null otherwise) and the titles. */
function GeneralFields(props: {
  code: string | null;
  codeOk: boolean;
  title: Title;
  tried: boolean;
  onCode(code: string): void;
  onTitle(title: Title): void;
}) {
  const { t } = useTranslation();
  const { title } = props;
  return (
    <fieldset className="bonus-group">
      <legend>{t('bonus.editor.general')}</legend>
      {props.code !== null && (
        <label className="field">
          <span>{t('bonus.editor.code')}</span>
          <input
            value={props.code}
            placeholder="HOSGELDIN-100"
            aria-invalid={props.tried && !props.codeOk}
            onChange={(e) => props.onCode(e.target.value.toUpperCase())}
          />
          <small className={props.tried && !props.codeOk ? 'field-error' : 'muted'}>
            {t('bonus.editor.codeHint')}
          </small>
        </label>
      )}
      <label className="field">
        <span>{t('bonus.editor.titleTk')}</span>
        <input
          value={title.tk}
          maxLength={120}
          aria-invalid={props.tried && title.tk.trim() === ''}
          onChange={(e) => props.onTitle({ ...title, tk: e.target.value })}
        />
        {props.tried && title.tk.trim() === '' && (
          <small className="field-error">
            {t('bonus.problems.required', { field: t('bonus.fields.title') })}
          </small>
        )}
      </label>
      <label className="field">
        <span>{t('bonus.editor.titleEn')}</span>
        <input
          value={title.en}
          maxLength={120}
          onChange={(e) => props.onTitle({ ...title, en: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
