import { SectionWait } from './SectionWait';
import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { SectionFooter } from '../whitelabels/SectionFooter';
import { ensureWhitelabelStyles } from '../whitelabels/styles';
import { type BrandBilling, plansApi, toWhole, useBrandBilling, usePlansSave } from './plans-api';

/**
 * /admin/whitelabels/:whitelabel/billing: the price floor resellers cannot go under (super admins
 * edit it, others read it) and whether the brand's currencies are fixed by a first invoice.
 */
export default function BillingSection({ whitelabel }: { whitelabel: string }) {
  ensureWhitelabelStyles();
  const t = useT('adminPlans');
  const billing = useBrandBilling(whitelabel);
  if (billing.isError || !billing.data) return <SectionWait query={billing} label={t('loading')} />;
  const data = billing.data;
  return (
    <section className="wl-section" aria-label={t('billing.title')}>
      <PriceFloor key={JSON.stringify(data.price_floor)} whitelabel={whitelabel} billing={data} />
      <div className="wl-card">
        <h3>{t('billing.currencyTitle')}</h3>
        <p>
          {data.currency_locked
            ? t('billing.currencyLocked', { currencies: data.invoiced_currencies.join(', ') })
            : t('billing.currencyOpen')}
        </p>
      </div>
    </section>
  );
}

interface FloorRow {
  /** Tells the rows apart while they are added and removed (the key is being edited). */
  id: number;
  key: string;
  amount: string;
}

let lastRowId = 0;
const floorRow = (key: string, amount: string): FloorRow => ({ id: ++lastRowId, key, amount });

const floorKey =
  /^((free|basic|growth|scale|unlimited|supreme):(custom|monthly|quarterly|annual|lifetime)(:[A-Z]{3})?|credits(:[A-Z]{3})?)$/;

function PriceFloor({ whitelabel, billing }: { whitelabel: string; billing: BrandBilling }) {
  const t = useT('adminPlans');
  const [rows, setRows] = useState<FloorRow[]>(() =>
    Object.entries(billing.price_floor).map(([key, amount]) => floorRow(key, String(amount))),
  );
  const saving = usePlansSave();
  const editable = billing.can_edit_floor;
  const invalid = rows.some((row) => !floorKey.test(row.key) || toWhole(row.amount) === null);
  const next = Object.fromEntries(rows.map((row) => [row.key, toWhole(row.amount) ?? 0]));
  const changed = JSON.stringify(next) !== JSON.stringify(billing.price_floor);
  const update = (id: number, change: Partial<FloorRow>) =>
    setRows(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <div className="wl-card">
      <h3>{t('billing.floorTitle')}</h3>
      <p className="wl-muted">{t('billing.floorHint')}</p>
      {rows.length === 0 ? <p>{t('billing.noFloor')}</p> : null}
      {rows.map((row) => (
        <div className="wl-row" key={row.id}>
          <Input
            label={t('billing.key')}
            hint={t('billing.keyHint')}
            value={row.key}
            readOnly={!editable}
            error={editable && !floorKey.test(row.key) ? t('billing.keyHint') : undefined}
            onChange={(event) => update(row.id, { key: event.target.value.trim() })}
          />
          <Input
            label={t('billing.amount')}
            inputMode="numeric"
            value={row.amount}
            readOnly={!editable}
            onChange={(event) => update(row.id, { amount: event.target.value })}
          />
          {editable ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('billing.removeRow', { key: row.key })}
              onClick={() => setRows(rows.filter((other) => other.id !== row.id))}
            >
              ×
            </Button>
          ) : null}
        </div>
      ))}
      {editable ? (
        <>
          <div className="wl-row">
            <Button variant="secondary" size="sm" onClick={() => setRows([...rows, floorRow('', '')])}>
              {t('billing.addRow')}
            </Button>
          </div>
          <SectionFooter
            canEdit
            changed={changed}
            invalid={invalid}
            status={saving}
            onSave={() => void saving.run(() => plansApi.priceFloor(whitelabel, next))}
          />
        </>
      ) : (
        <p className="wl-muted">{t('readOnlyFloor')}</p>
      )}
    </div>
  );
}
