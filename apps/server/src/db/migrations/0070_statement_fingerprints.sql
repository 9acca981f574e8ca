-- A statement line's fingerprint no longer holds its description nor the references the layout read: the bank's
-- own transaction id where the file has one (CAMT.053, OFX), else the date, amount and running balance (the
-- counterparty where there is no balance), and how many identical lines came before it in its file. Lines on
-- file get the fingerprint the new rule gives them, so importing their file again (under any layout) adds
-- nothing; a line that a layout change had already imported twice keeps its copy apart.
WITH keyed AS (
  SELECT l.id, l.account_id, l.import_id, l.position, i.imported_at,
    CASE WHEN f.kind IN ('camt053', 'ofx') AND l.bank_reference IS NOT NULL THEN 'id|' || l.bank_reference
      ELSE l.posted_on::text || '|' || l.amount::text || '|'
        || coalesce(l.balance::text, '-|' || upper(coalesce(l.counterparty, ''))) END AS key
  FROM bank_statement_lines l
  JOIN bank_statement_imports i ON i.id = l.import_id
  JOIN bank_statement_formats f ON f.id = i.format_id
), counted AS (
  SELECT id, account_id, imported_at, position,
    encode(sha256(convert_to(key || '|' || (row_number() OVER (PARTITION BY import_id, key ORDER BY position) - 1),
      'UTF8')), 'hex') AS fingerprint
  FROM keyed
), ranked AS (
  SELECT id, fingerprint,
    row_number() OVER (PARTITION BY account_id, fingerprint ORDER BY imported_at, position) AS copy
  FROM counted
)
UPDATE bank_statement_lines l
SET fingerprint = CASE WHEN r.copy = 1 THEN r.fingerprint ELSE r.fingerprint || '|' || l.id END
FROM ranked r
WHERE r.id = l.id;
