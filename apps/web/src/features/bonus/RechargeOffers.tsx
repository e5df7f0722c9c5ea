// The deposit bonus offers on the recharge page: one card per offer with its key terms (and all
// of them folded), plus "no bonus". The chosen offer's id goes with the order as bonusId.
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { formatPercent } from '../../lib/format.ts';
import { TermsList } from './TermsList.tsx';
import {
  offerGrantMinor,
  offerMinDepositMinor,
  offerWageringMinor,
  type BonusOffer,
} from './offers.ts';
import { minorMoney } from './words.ts';
import './bonus.css';

function KeyTerms({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const money = (m: number) => minorMoney(m, lang);
  const min = offerMinDepositMinor(offer);
  const r = offer.rules;
  return (
    <ul className="bn-offer-terms">
      <li>
        {t('bonus.offers.wagering', { multiple: r?.wageringMultiple ?? offer.wageringMultiplier })}
      </li>
      {min > 0 && <li className="amount">{t('bonus.offers.minDeposit', { min: money(min) })}</li>}
      {r?.maxBetMinor != null && (
        <li className="amount">{t('bonus.offers.maxBet', { max: money(r.maxBetMinor) })}</li>
      )}
      {r && <li>{t('bonus.offers.expiry', { days: r.expiryDays })}</li>}
    </ul>
  );
}

/**
 * Under the chosen offer: what this deposit would bring. A deposit under the offer's minimum
 * is explained under the amount field instead (its rule refuses it there).
 */
function OfferFit({ offer, depositMinor }: { offer: BonusOffer; depositMinor: number | null }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const money = (m: number) => minorMoney(m, lang);
  if (depositMinor === null || depositMinor < offerMinDepositMinor(offer)) return null;
  return (
    <p className="bn-offer-note amount" data-testid="offer-preview">
      {t('bonus.offers.preview', {
        deposit: money(depositMinor),
        bonus: money(offerGrantMinor(offer, depositMinor)),
        wagering: money(offerWageringMinor(offer, depositMinor)),
      })}
    </p>
  );
}

export function RechargeOffers(props: {
  offers: BonusOffer[];
  chosen: number | null;
  onChoose: (offerId: number | null) => void;
  /** The amount typed, in minor units (null while it is not a number). */
  depositMinor: number | null;
  /** The method can't carry a bonus (USDT orders have no bonus field). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  if (props.offers.length === 0) return null;
  return (
    <fieldset className="bn-offers" data-testid="bonus-offers" disabled={props.disabled}>
      <legend className="pay-label">{t('bonus.offers.title')}</legend>
      {props.disabled && <p className="bn-muted">{t('bonus.offers.notWithCrypto')}</p>}
      {props.offers.map((offer) => {
        const checked = !props.disabled && props.chosen === offer.id;
        return (
          <div key={offer.id} className="bn-offer" data-checked={checked || undefined}>
            <label className="bn-offer-pick" data-testid={`offer-${offer.id}`}>
              <input
                type="radio"
                name="bonusOffer"
                value={offer.id}
                checked={checked}
                onChange={() => props.onChoose(offer.id)}
              />
              <Gift size={20} aria-hidden="true" />
              <span className="bn-offer-text">
                <span className="bn-offer-title">{offer.title}</span>
                <span className="bn-offer-headline amount">
                  {t('bonus.offers.headline', {
                    percent: formatPercent(
                      (offer.rules?.percent ?? offer.percent) / 100,
                      lang,
                      0,
                      0,
                    ),
                    max: minorMoney(Math.round(offer.maxBonus * 100), lang),
                  })}
                </span>
                <KeyTerms offer={offer} />
              </span>
            </label>
            {checked && <OfferFit offer={offer} depositMinor={props.depositMinor} />}
            {offer.rules && <TermsList rules={offer.rules} label={t('bonus.offers.allTerms')} />}
          </div>
        );
      })}
      <label className="bn-offer bn-offer-pick" data-checked={props.chosen === null || undefined}>
        <input
          type="radio"
          name="bonusOffer"
          value=""
          checked={props.chosen === null || !!props.disabled}
          onChange={() => props.onChoose(null)}
          data-testid="offer-none"
        />
        <span className="bn-offer-text">
          <span className="bn-offer-title">{t('bonus.offers.none')}</span>
          <span className="bn-muted">{t('bonus.offers.noneHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
