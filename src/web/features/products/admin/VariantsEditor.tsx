import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_UNITS } from '#shared/constants.js';
import { UNITS, unitOf } from '#shared/units.js';
import type { StaffProductVariants } from '#shared/variant.schema.js';
import { VARIANT_LIMITS } from '#shared/variant.schema.js';
import { ApiError, errorRefusal } from '../../../lib/api-client';
import { useErrorText, type Refusal } from '../../../lib/i18n/error-text';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { useSaveVariants, useStaffVariants } from './variant-api';
import {
  addOption,
  bodyOf,
  combinations,
  comboTitle,
  copyColumn,
  copySellUnits,
  draftOf,
  problemsOf,
  problemsOfAnswer,
  removeOption,
  renameOption,
  rowsOf,
  setOptionValues,
  stockSellUnit,
  toggleCombo,
  updateSellUnit,
  updateVariant,
  valuesOf,
  type CopyColumn,
  type Draft,
  type Problems,
  type SellUnitDraft,
  type VariantDraft,
} from './variant-draft';
import { VariantPictureCell } from './VariantPictureCell';
import { useVariantTexts, type VariantTexts } from './variant-texts';
import styles from './variants.module.css';

// The product screen's 'Options and variants' (DESIGN decision 40): options and their values,
// the combinations the shop stocks ticked in a sparse grid, and one row per variant with its SKU,
// prices, reorder level, stock unit, active flag and sell units, saved as a whole through
// PUT /api/products/{id}/variants. Refusals land on their row and cell; nothing typed is lost.

export function VariantsEditor({
  productId,
  baseSku,
  pictures = [],
}: {
  productId: string;
  baseSku: string;
  /** The product's picture addresses, one of which a variant may show as its own. */
  pictures?: readonly string[];
}) {
  const loaded = useStaffVariants(productId);
  const { t, lang, switchLang } = useVariantTexts();
  const errorText = useErrorText(lang);
  const [opened, setOpened] = useState(false);
  return (
    <section className={`card ${styles.variants}`} aria-labelledby="variants-title" lang={lang}>
      <div className={styles.head}>
        <h2 id="variants-title">{t.editor.title}</h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={switchLang}
          aria-label={t.switchLabel}
        >
          {t.switchTo}
        </Button>
      </div>
      <p className="muted">{t.editor.intro}</p>
      {loaded.isPending ? (
        <p className="muted">{t.editor.loading}</p>
      ) : loaded.isError || !loaded.data ? (
        <FormError lang={lang}>
          {t.editor.loadFailed} {errorText(errorRefusal(loaded.error))}
        </FormError>
      ) : isSimple(loaded.data) && !opened ? (
        // A product sold in one unit without options: the form above already edits its one
        // variant, so the grid (which would repeat SKU, price and stock) waits to be asked for.
        <>
          <p>{t.editor.simple}</p>
          <Button type="button" variant="outline" onClick={() => setOpened(true)}>
            {t.editor.openEditor}
          </Button>
        </>
      ) : (
        <Editor
          productId={productId}
          baseSku={baseSku}
          pictures={pictures}
          saved={loaded.data}
          t={t}
          lang={lang}
        />
      )}
    </section>
  );
}

/** One variant, no options, one sell unit: what every product was before variants. */
function isSimple(saved: StaffProductVariants): boolean {
  const [only, ...others] = saved.variants;
  return saved.options.length === 0 && others.length === 0 && (only?.sellUnits.length ?? 0) <= 1;
}

/** Where a problem of a cell is shown, and the attributes that tie it to the control. */
function cellError(problems: Problems, place: string) {
  const message = problems[place];
  const id = `vp-${place.replace(/\./g, '-')}`;
  return {
    control: {
      'aria-invalid': message ? (true as const) : undefined,
      'aria-describedby': message ? id : undefined,
    },
    error: message ? (
      <span className={styles.cellError} id={id}>
        {message}
      </span>
    ) : null,
  };
}

function Editor({
  productId,
  baseSku,
  pictures,
  saved,
  t,
  lang,
}: {
  productId: string;
  baseSku: string;
  pictures: readonly string[];
  saved: StaffProductVariants;
  t: VariantTexts;
  lang: 'en' | 'sw';
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved.options, saved.variants, pictures));
  const [savedDraft, setSavedDraft] = useState(() => JSON.stringify(draft));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errorText = useErrorText(lang);
  const [done, setDone] = useState(false);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const save = useSaveVariants(productId);

  const unitName = (unit: string) => UNITS[unitOf(unit)][lang].many;
  const change = (next: Draft, clear?: string) => {
    setDraft(next);
    setDone(false);
    if (clear === undefined) setProblems({});
    else if (problems[clear])
      setProblems(Object.fromEntries(Object.entries(problems).filter(([k]) => k !== clear)));
  };

  const onSave = () => {
    setRefusal(null);
    setDone(false);
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusal(found.form ?? found.variants ?? found.options ?? t.editor.fixMarked);
      return;
    }
    save.mutate(bodyOf(draft), {
      onSuccess: (answer) => {
        const next = draftOf(answer.options, answer.variants);
        setDraft(next);
        setSavedDraft(JSON.stringify(next));
        setOpen(new Set());
        setDone(true);
      },
      onError: (error) => {
        setRefusal(errorRefusal(error));
        if (error instanceof ApiError)
          setProblems(problemsOfAnswer(draft, error.code, error.message));
      },
    });
  };

  const combos = combinations(draft.options);
  const hasOptions = draft.options.some((o) => o.name.trim() && valuesOf(o).length > 0);
  const columns: { key: CopyColumn; label: string }[] = [
    { key: 'price', label: t.editor.col.price },
    { key: 'discount', label: t.editor.col.discount },
    { key: 'reorderLevel', label: t.editor.col.reorderLevel },
    { key: 'stockUnit', label: t.editor.col.stockUnit },
    { key: 'active', label: t.editor.col.active },
  ];
  const optionNames = draft.options.map((o) => o.name.trim()).filter(Boolean);
  const titleOf = (v: VariantDraft, i: number) =>
    comboTitle(draft, v.options) || v.sku || `${t.editor.col.variant} ${i + 1}`;
  const dirty = JSON.stringify(draft) !== savedDraft;

  return (
    <div className={styles.editor}>
      <fieldset className={styles.options}>
        <legend>{t.editor.title}</legend>
        {draft.options.map((option, i) => {
          const name = cellError(problems, `options.${i}.name`);
          const values = cellError(problems, `options.${i}.values`);
          return (
            <div key={i} className={styles.optionRow}>
              <label className={styles.optionField}>
                <span>{t.editor.optionName(i + 1)}</span>
                <input
                  className="input"
                  value={option.name}
                  placeholder={t.editor.optionPlaceholder}
                  maxLength={VARIANT_LIMITS.optionNameMax}
                  onChange={(e) => change(renameOption(draft, i, e.target.value))}
                  {...name.control}
                />
                {name.error}
              </label>
              <label className={`${styles.optionField} ${styles.optionValues}`}>
                <span>{t.editor.optionValues(i + 1)}</span>
                <input
                  className="input"
                  value={option.valuesText}
                  placeholder={t.editor.valuesPlaceholder}
                  onChange={(e) => change(setOptionValues(draft, i, e.target.value))}
                  {...values.control}
                />
                {values.error}
              </label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t.editor.removeOption(option.name || String(i + 1))}
                onClick={() => change(removeOption(draft, i))}
              >
                {t.editor.remove}
              </Button>
            </div>
          );
        })}
        {draft.options.length < VARIANT_LIMITS.optionsMax && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => change(addOption(draft))}
          >
            {t.editor.addOption}
          </Button>
        )}
      </fieldset>

      {hasOptions ? (
        <fieldset className={styles.combos}>
          <legend>{t.editor.combinations}</legend>
          <p className="muted">{t.editor.combinationsHint}</p>
          <ul className={styles.comboList}>
            {combos.map((combo) => {
              const title = comboTitle(draft, combo);
              return (
                <li key={title}>
                  <label className={styles.combo}>
                    <input
                      type="checkbox"
                      checked={rowsOf(draft, combo).length > 0}
                      onChange={() => change(toggleCombo(draft, combo, baseSku))}
                    />
                    {title}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : (
        <p className="muted">{t.editor.noOptions}</p>
      )}

      <h3 className={styles.gridTitle}>{t.editor.variants}</h3>
      <p className={`muted ${styles.scrollHint}`}>{t.editor.scrollHint}</p>
      <div className={styles.gridScroll} role="region" aria-label={t.editor.variants} tabIndex={0}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col">{t.editor.col.variant}</th>
              <th scope="col">{t.editor.col.sku}</th>
              {columns.map((c) => (
                <th scope="col" key={c.key}>
                  <span className={styles.colHead}>
                    {c.label}
                    <button
                      type="button"
                      className={styles.copy}
                      aria-label={t.editor.copyLabel(c.label)}
                      title={t.editor.copyLabel(c.label)}
                      disabled={draft.variants.length < 2}
                      onClick={() => change(copyColumn(draft, c.key))}
                    >
                      {t.editor.copy}
                    </button>
                  </span>
                </th>
              ))}
              <th scope="col">{t.editor.col.picture}</th>
              <th scope="col">{t.editor.col.stock}</th>
              <th scope="col">{t.editor.col.sellUnits}</th>
            </tr>
          </thead>
          <tbody>
            {draft.variants.map((v, i) => {
              const title = titleOf(v, i);
              const at = (field: string) => `variants.${i}.${field}`;
              const edit = (field: string, next: Partial<VariantDraft>) =>
                change(updateVariant(draft, v.key, next), at(field));
              const combo = cellError(problems, at('options'));
              const text = (field: 'sku' | 'price' | 'discount' | 'reorderLevel', wide = false) => {
                const cell = cellError(problems, at(field));
                return (
                  <td className={cell.error ? styles.bad : undefined}>
                    <input
                      className={`input ${wide ? styles.wide : styles.narrow}`}
                      value={v[field]}
                      inputMode={field === 'sku' ? undefined : 'decimal'}
                      aria-label={`${field === 'sku' ? t.editor.col.sku : columns.find((c) => c.key === field)!.label}, ${title}`}
                      onChange={(e) => edit(field, { [field]: e.target.value })}
                      {...cell.control}
                    />
                    {cell.error}
                  </td>
                );
              };
              const stockUnit = cellError(problems, at('stockUnit'));
              const units = cellError(problems, at('sellUnits'));
              const isOpen = open.has(v.key);
              return (
                <Fragment key={v.key}>
                  <tr data-variant={title}>
                    <th scope="row" className={combo.error ? styles.bad : undefined}>
                      {optionNames.length > 0 ? (
                        <span className={styles.comboCell}>
                          {draft.options.map((o, oi) => {
                            const name = o.name.trim();
                            if (!name) return null;
                            const listed = valuesOf(o);
                            const value = v.options[name] ?? '';
                            return (
                              <select
                                key={oi}
                                className="input"
                                value={value}
                                aria-label={`${name}, ${t.editor.col.variant} ${i + 1}`}
                                onChange={(e) =>
                                  change(
                                    updateVariant(draft, v.key, {
                                      options: { ...v.options, [name]: e.target.value },
                                    }),
                                    at('options'),
                                  )
                                }
                                {...combo.control}
                              >
                                {!listed.includes(value) && (
                                  <option value={value}>{value || '-'}</option>
                                )}
                                {listed.map((value) => (
                                  <option key={value}>{value}</option>
                                ))}
                              </select>
                            );
                          })}
                        </span>
                      ) : (
                        title
                      )}
                      {combo.error}
                    </th>
                    {text('sku', true)}
                    {text('price')}
                    {text('discount')}
                    {text('reorderLevel')}
                    <td className={stockUnit.error ? styles.bad : undefined}>
                      <select
                        className="input"
                        value={v.stockUnit}
                        aria-label={`${t.editor.col.stockUnit}, ${title}`}
                        onChange={(e) => {
                          const next = e.target.value;
                          // The sell unit that was the stock unit itself follows it.
                          const sellUnits = v.sellUnits.map((u) =>
                            u.unit === v.stockUnit && u.perUnit === '1' ? { ...u, unit: next } : u,
                          );
                          edit('stockUnit', { stockUnit: next, sellUnits });
                        }}
                        {...stockUnit.control}
                      >
                        {PRODUCT_UNITS.map((u) => (
                          <option key={u} value={u}>
                            {u} ({unitName(u)})
                          </option>
                        ))}
                      </select>
                      {stockUnit.error}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        checked={v.active}
                        aria-label={`${t.editor.col.active}, ${title}`}
                        onChange={(e) => edit('active', { active: e.target.checked })}
                      />
                    </td>
                    <VariantPictureCell
                      image={v.image}
                      pictures={pictures}
                      title={title}
                      t={t}
                      onChange={(image) => edit('image', { image })}
                    />
                    <td className={styles.stockCell}>
                      {v.onHand === null ? (
                        <span className="muted">{t.editor.notCounted}</span>
                      ) : (
                        `${v.onHand} ${v.stockUnit}`
                      )}
                      {v._id && (
                        <Link
                          to={`/admin/products/${encodeURIComponent(productId)}/stock?v=${encodeURIComponent(v._id)}`}
                          aria-label={t.editor.stockLinkLabel(title)}
                        >
                          {t.editor.stockLink}
                        </Link>
                      )}
                    </td>
                    <td
                      className={
                        units.error || hasUnitProblem(problems, i) ? styles.bad : undefined
                      }
                    >
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-expanded={isOpen}
                        aria-controls={`units-${v.key}`}
                        aria-label={t.editor.sellUnitsOf(title)}
                        onClick={() => {
                          const next = new Set(open);
                          if (isOpen) next.delete(v.key);
                          else next.add(v.key);
                          setOpen(next);
                        }}
                      >
                        {t.editor.sellUnitsToggle(v.sellUnits.length)}
                      </Button>
                      {units.error}
                    </td>
                  </tr>
                  {(isOpen || hasUnitProblem(problems, i)) && (
                    <tr id={`units-${v.key}`} className={styles.unitsRow}>
                      <td colSpan={10}>
                        <SellUnits
                          variant={v}
                          index={i}
                          title={title}
                          problems={problems}
                          t={t}
                          unitName={unitName}
                          onChange={(index, next, place) =>
                            change(updateSellUnit(draft, v.key, index, next), place)
                          }
                          onUnits={(sellUnits) =>
                            change(updateVariant(draft, v.key, { sellUnits }))
                          }
                          onCopy={() => change(copySellUnits(draft, v.key))}
                          canCopy={draft.variants.length > 1}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className={styles.footer}>
        <Button type="button" variant="primary" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t.editor.saving : t.editor.save}
        </Button>
        <p role="status" className={styles.status}>
          {done ? t.editor.saved : dirty ? t.editor.unsaved : ''}
        </p>
      </div>
      {refusal && (
        <FormError lang={lang}>
          {t.editor.refused} {errorText(refusal)}
        </FormError>
      )}
    </div>
  );
}

/** A sell unit to fill in: the first unit of the list the variant does not sell in yet. */
function nextSellUnit(variant: VariantDraft): SellUnitDraft {
  const free = PRODUCT_UNITS.find((u) => !variant.sellUnits.some((s) => s.unit === u)) ?? 'piece';
  return stockSellUnit(free, '', UNITS[free].whole);
}

function hasUnitProblem(problems: Problems, i: number) {
  return Object.keys(problems).some((k) => k.startsWith(`variants.${i}.sellUnits.`));
}

function SellUnits({
  variant,
  index,
  title,
  problems,
  t,
  unitName,
  onChange,
  onUnits,
  onCopy,
  canCopy,
}: {
  variant: VariantDraft;
  index: number;
  title: string;
  problems: Problems;
  t: VariantTexts;
  unitName: (unit: string) => string;
  onChange: (index: number, next: Partial<SellUnitDraft>, place: string) => void;
  onUnits: (units: SellUnitDraft[]) => void;
  onCopy: () => void;
  canCopy: boolean;
}) {
  const u = t.editor.unit;
  const head = (label: ReactNode) => <th scope="col">{label}</th>;
  return (
    <div className={styles.units}>
      <table className={styles.unitsGrid} aria-label={t.editor.sellUnitsOf(title)}>
        <thead>
          <tr>
            {head(u.unit)}
            {head(u.label)}
            {head(u.price)}
            {head(u.discount)}
            {head(u.perUnit(unitName(variant.stockUnit)))}
            {head(u.decimals)}
            {head(u.min)}
            {head(u.step)}
            {head(u.default)}
            <td />
          </tr>
        </thead>
        <tbody>
          {variant.sellUnits.map((unit, j) => {
            const at = (field: string) => `variants.${index}.sellUnits.${j}.${field}`;
            const input = (
              field: 'label' | 'price' | 'discount' | 'perUnit' | 'min' | 'step',
              label: string,
            ) => {
              const cell = cellError(problems, at(field));
              return (
                <td className={cell.error ? styles.bad : undefined}>
                  <input
                    className={`input ${styles.narrow}`}
                    value={unit[field]}
                    inputMode={field === 'label' ? undefined : 'decimal'}
                    aria-label={`${label}, ${unit.unit}, ${title}`}
                    onChange={(e) => onChange(j, { [field]: e.target.value }, at(field))}
                    {...cell.control}
                  />
                  {cell.error}
                </td>
              );
            };
            const unitCell = cellError(problems, at('unit'));
            return (
              <tr key={j}>
                <td className={unitCell.error ? styles.bad : undefined}>
                  <select
                    className="input"
                    value={unit.unit}
                    aria-label={`${u.unit} ${j + 1}, ${title}`}
                    onChange={(e) => onChange(j, { unit: e.target.value }, at('unit'))}
                    {...unitCell.control}
                  >
                    {PRODUCT_UNITS.map((name) => (
                      <option key={name} value={name}>
                        {name} ({unitName(name)})
                      </option>
                    ))}
                  </select>
                  {unitCell.error}
                </td>
                {input('label', u.label)}
                {input('price', u.price)}
                {input('discount', u.discount)}
                {input('perUnit', u.perUnit(unitName(variant.stockUnit)))}
                <td>
                  <select
                    className="input"
                    value={unit.decimals}
                    aria-label={`${u.decimals}, ${unit.unit}, ${title}`}
                    onChange={(e) => onChange(j, { decimals: e.target.value }, at('decimals'))}
                  >
                    <option value="0">{t.editor.wholeOnly}</option>
                    <option value="1">1</option>
                    <option value="2">2</option>
                    <option value="3">3</option>
                  </select>
                </td>
                {input('min', u.min)}
                {input('step', u.step)}
                <td>
                  <input
                    type="radio"
                    name={`default-${variant.key}`}
                    checked={unit.default}
                    aria-label={`${u.default}, ${unit.unit}, ${title}`}
                    onChange={() => onChange(j, { default: true }, at('default'))}
                  />
                </td>
                <td>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={variant.sellUnits.length < 2}
                    aria-label={t.editor.removeSellUnit(unit.unit)}
                    onClick={() => {
                      const rest = variant.sellUnits.filter((_, k) => k !== j);
                      if (unit.default && rest[0]) rest[0] = { ...rest[0], default: true };
                      onUnits(rest);
                    }}
                  >
                    {t.editor.remove}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.unitsActions}>
        {variant.sellUnits.length < VARIANT_LIMITS.sellUnitsMax && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              onUnits([...variant.sellUnits, { ...nextSellUnit(variant), default: false }])
            }
          >
            {t.editor.addSellUnit}
          </Button>
        )}
        {canCopy && (
          <Button type="button" variant="outline" size="sm" onClick={onCopy}>
            {t.editor.copySellUnits}
          </Button>
        )}
      </div>
    </div>
  );
}
