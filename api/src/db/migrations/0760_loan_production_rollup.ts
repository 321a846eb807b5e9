import { sql, type Kysely } from 'kysely';

/**
 * Funded production per officer × calendar month (UTC) × loan type: what the home dashboard's Production
 * Summary, pay statement, rankings and closing points read (production/repository.ts), so that what a
 * home query reads grows with officers and months, not with loans (bench/production.bench.ts).
 *
 * A row trigger on `loans` keeps it: it runs inside the transaction of every write that changes a loan's
 * status, funded date, amount, type or owner — through the API, the seed, a user's cascade delete or a
 * direct insert (the bench) alike — so the rollup can never be committed out of step with the loans.
 * Concurrent writes to the same key serialise on its row; a loan moving between two keys locks them in
 * key order, so two such moves in opposite directions cannot deadlock. A key whose last loan leaves it is
 * deleted, so every row stands for at least one funded loan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE loan_production (
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- The first day of the funded date's month.
      month date NOT NULL CHECK (extract(day from month) = 1),
      loan_type text NOT NULL,
      loans_funded integer NOT NULL CHECK (loans_funded > 0),
      volume bigint NOT NULL CHECK (volume > 0),
      PRIMARY KEY (owner_id, month, loan_type)
    )`.execute(db);
  // The rankings read every officer's rows of a month or a year.
  await sql`CREATE INDEX loan_production_month_idx ON loan_production (month)`.execute(db);

  // Adds one key's change. A loan arriving may create the key (INSERT … ON CONFLICT); a loan leaving only
  // updates it: its row exists unless a user's cascade delete removed it first, and an INSERT there would
  // name a user that is being deleted.
  await sql`
    CREATE FUNCTION loan_production_apply(p_owner integer, p_month date, p_type text, p_loans integer, p_volume bigint)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF p_loans > 0 THEN
        INSERT INTO loan_production AS r (owner_id, month, loan_type, loans_funded, volume)
        VALUES (p_owner, p_month, p_type, p_loans, p_volume)
        ON CONFLICT (owner_id, month, loan_type)
        DO UPDATE SET loans_funded = r.loans_funded + EXCLUDED.loans_funded, volume = r.volume + EXCLUDED.volume;
      ELSE
        UPDATE loan_production SET loans_funded = loans_funded + p_loans, volume = volume + p_volume
        WHERE owner_id = p_owner AND month = p_month AND loan_type = p_type AND loans_funded + p_loans > 0;
        IF NOT FOUND THEN
          DELETE FROM loan_production WHERE owner_id = p_owner AND month = p_month AND loan_type = p_type;
        END IF;
      END IF;
    END
    $$`.execute(db);

  await sql`
    CREATE FUNCTION loan_production_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      was_funded boolean := TG_OP <> 'INSERT' AND OLD.status = 'Funded';
      is_funded boolean := TG_OP <> 'DELETE' AND NEW.status = 'Funded';
      old_month date;
      new_month date;
    BEGIN
      IF was_funded THEN old_month := date_trunc('month', OLD.funded_date)::date; END IF;
      IF is_funded THEN new_month := date_trunc('month', NEW.funded_date)::date; END IF;
      IF was_funded AND is_funded AND (OLD.owner_id, old_month, OLD.loan_type) = (NEW.owner_id, new_month, NEW.loan_type) THEN
        IF NEW.loan_amount <> OLD.loan_amount THEN
          PERFORM loan_production_apply(NEW.owner_id, new_month, NEW.loan_type, 0, NEW.loan_amount::bigint - OLD.loan_amount);
        END IF;
      ELSIF was_funded AND is_funded AND (OLD.owner_id, old_month, OLD.loan_type) > (NEW.owner_id, new_month, NEW.loan_type) THEN
        -- The lower key first (see the migration's note on deadlocks).
        PERFORM loan_production_apply(NEW.owner_id, new_month, NEW.loan_type, 1, NEW.loan_amount);
        PERFORM loan_production_apply(OLD.owner_id, old_month, OLD.loan_type, -1, -OLD.loan_amount::bigint);
      ELSE
        IF was_funded THEN
          PERFORM loan_production_apply(OLD.owner_id, old_month, OLD.loan_type, -1, -OLD.loan_amount::bigint);
        END IF;
        IF is_funded THEN
          PERFORM loan_production_apply(NEW.owner_id, new_month, NEW.loan_type, 1, NEW.loan_amount);
        END IF;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER loan_production_rollup AFTER INSERT OR DELETE OR UPDATE OF status, funded_date, loan_amount, loan_type, owner_id ON loans
    FOR EACH ROW EXECUTE FUNCTION loan_production_rollup()`.execute(db);

  // Backfill from the loans already funded (the trigger is in place first, in the same transaction).
  await sql`
    INSERT INTO loan_production (owner_id, month, loan_type, loans_funded, volume)
    SELECT owner_id, date_trunc('month', funded_date)::date, loan_type, count(*), sum(loan_amount)
    FROM loans WHERE status = 'Funded'
    GROUP BY 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER loan_production_rollup ON loans`.execute(db);
  await sql`DROP FUNCTION loan_production_rollup()`.execute(db);
  await sql`DROP FUNCTION loan_production_apply(integer, date, text, integer, bigint)`.execute(db);
  await sql`DROP TABLE loan_production`.execute(db);
}
