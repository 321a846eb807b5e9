import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../db/testing/migrated-database.ts';
import { createVendors } from './repository.ts';
import { createVendorSchema, type VendorInput } from '@lendhub/domain/rest/vendors';
import { vendorFormBody } from './testing/fixtures.ts';

/*
 * The import's promise "nothing half-imported": a row that passed the rules but fails in the
 * database (here a blank name the table's CHECK refuses) rolls back the rows before it.
 */
describe('createVendors', () => {
  const db = useMigratedDatabase();

  const input = (name: string): VendorInput => createVendorSchema.parse(vendorFormBody(name));
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores every vendor with its mortgage info, in the order given', async () => {
    const before = await count();
    const created = await createVendors(db(), [input('Zeta Lending'), input('Alpha Lending')]);
    expect(created.map((vendor) => vendor.vendorName)).toEqual(['Zeta Lending', 'Alpha Lending']);
    expect(created[0]!.mortgageInfo.loanTypes).toBe('FHA,VA');
    expect(await count()).toBe(before + 2);
  });

  it('rolls back every row when one fails in the database', async () => {
    const before = await count();
    const broken = input('Broken');
    broken.vendor.vendorName = '   ';
    await expect(createVendors(db(), [input('First Good'), input('Second Good'), broken])).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
