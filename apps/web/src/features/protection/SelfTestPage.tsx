// /self-test: the nine questions of the Problem Gambling Severity Index, answered privately and
// scored in the browser; the score with its band's meaning and the pack's help-lines. A player
// may keep the result in the account only by ticking consent first (the server records when);
// kept results are listed and can be deleted at once.
import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PGSI_QUESTIONS, pgsiBand, pgsiScore, type PgsiBand } from '@talih/contracts/protection.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteSelfTests, useKeepSelfTest, useSelfTests } from './api.ts';
import { HelpLines } from './HelpLines.tsx';
import './protection.css';

const ANSWERS = [0, 1, 2, 3] as const;

function Question(props: {
  index: number;
  value: number | undefined;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  const key = PGSI_QUESTIONS[props.index];
  return (
    <fieldset className="pgsi-q">
      <legend>
        {props.index + 1}. {t(`help.selfTest.q.${key}`)}
      </legend>
      <div className="pgsi-answers">
        {ANSWERS.map((a) => (
          <label key={a} className="pgsi-answer" data-checked={props.value === a || undefined}>
            <input
              type="radio"
              name={`pgsi-${key}`}
              value={a}
              checked={props.value === a}
              onChange={() => props.onChange(a)}
            />
            {t(`help.selfTest.a${a}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function KeepResult({ answers }: { answers: number[] }) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const keep = useKeepSelfTest();
  if (keep.isSuccess) return <p className="rg-note">{t('help.selfTest.kept')}</p>;
  return (
    <div className="pgsi-keep">
      <label className="pgsi-consent">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        {t('help.selfTest.consent')}
      </label>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={!consent || keep.isPending}
        onClick={() =>
          keep.mutate(answers, { onSuccess: () => toast(t('help.selfTest.kept'), 'success') })
        }
      >
        {t('help.selfTest.keep')}
      </button>
    </div>
  );
}

function Result({ answers, onAgain }: { answers: number[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const player = useIsPlayer();
  const score = pgsiScore(answers);
  const band: PgsiBand = pgsiBand(score);
  return (
    <section
      className="rg-card pgsi-result"
      data-band={band}
      data-testid="self-test-result"
      aria-labelledby="pgsi-result-title"
    >
      <p className="pgsi-score amount">{t('help.selfTest.score', { score })}</p>
      <h2 className="rg-card-title" id="pgsi-result-title">
        {t(`help.selfTest.band.${band}.title`)}
      </h2>
      <p>{t(`help.selfTest.band.${band}.body`)}</p>
      <p className="rg-note">{t('help.selfTest.notDiagnosis')}</p>
      <h3 className="pgsi-subtitle">{t('help.linesTitle')}</h3>
      <HelpLines />
      {player ? (
        <KeepResult answers={answers} />
      ) : (
        <p className="rg-note">{t('help.selfTest.notKept')}</p>
      )}
      <button type="button" className="btn btn-ghost btn-sm pgsi-again" onClick={onAgain}>
        {t('help.selfTest.again')}
      </button>
    </section>
  );
}

function KeptResults() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const kept = useSelfTests();
  const remove = useDeleteSelfTests();
  const items = kept.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="rg-card" aria-labelledby="pgsi-kept-title" data-testid="self-test-kept">
      <h2 className="rg-card-title" id="pgsi-kept-title">
        {t('help.selfTest.keptTitle')}
      </h2>
      <ul className="pgsi-kept">
        {items.map((i) => (
          <li key={i.id}>
            <span>{formatDateTime(i.consentedAt, lang)}</span>
            <span className="amount">{t('help.selfTest.score', { score: i.score })}</span>
            <span>{t(`help.selfTest.band.${i.band}.title`)}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast(t('help.selfTest.deleted'), 'success'),
          })
        }
      >
        {t('help.selfTest.delete')}
      </button>
    </section>
  );
}

export default function SelfTestPage() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<(number | undefined)[]>(() =>
    PGSI_QUESTIONS.map(() => undefined),
  );
  const [shown, setShown] = useState(false);
  const answered = answers.filter((a) => a !== undefined).length;
  const complete = answered === PGSI_QUESTIONS.length;
  const again = () => {
    setAnswers(PGSI_QUESTIONS.map(() => undefined));
    setShown(false);
  };
  return (
    <div className="rg-page" data-testid="self-test">
      <header className="rg-head">
        <h1 className="rg-title">
          <ClipboardCheck size={24} aria-hidden="true" /> {t('help.selfTest.title')}
        </h1>
        <p className="rg-lead">{t('help.selfTest.lead')}</p>
        <p className="rg-note">{t('help.selfTest.private')}</p>
      </header>
      <div className="rg-stack">
        {shown && complete ? (
          <Result answers={answers as number[]} onAgain={again} />
        ) : (
          <form
            className="rg-card pgsi-form"
            aria-label={t('help.selfTest.title')}
            onSubmit={(e) => {
              e.preventDefault();
              if (!complete) return;
              setShown(true);
              // The result replaces the questions: read it from its top.
              window.scrollTo({ top: 0 });
            }}
          >
            <p className="pgsi-period">{t('help.selfTest.period')}</p>
            {PGSI_QUESTIONS.map((key, i) => (
              <Question
                key={key}
                index={i}
                value={answers[i]}
                onChange={(v) => setAnswers((all) => all.map((a, j) => (j === i ? v : a)))}
              />
            ))}
            <div className="pgsi-submit">
              <span className="rg-note amount">
                {t('help.selfTest.progress', { answered, total: PGSI_QUESTIONS.length })}
              </span>
              <button type="submit" className="btn btn-primary" disabled={!complete}>
                {t('help.selfTest.show')}
              </button>
            </div>
          </form>
        )}
        <KeptResults />
      </div>
    </div>
  );
}
