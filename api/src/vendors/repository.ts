import type { Kysely, Transaction } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { containsText, inOrderOf, iso } from '../db/values.ts';
import { SYSTEM_USER } from './constants.ts';
import type { VendorDto, VendorInput } from '@lendhub/domain/rest/vendors';

type Db = Kysely<Database> | Transaction<Database>;

function selectVendors(db: Db) {
  return db
    .selectFrom('vendors')
    .innerJoin('vendor_mortgage_info as m', 'm.vendor_id', 'vendors.id')
    .select([
      'vendors.id',
      'vendors.vendor_name',
      'vendors.category',
      'vendors.description',
      'vendors.contact_email',
      'vendors.phone_number',
      'vendors.website',
      'vendors.status',
      'vendors.founded_year',
      'vendors.license_number',
      'vendors.created_by',
      'vendors.created_date',
      'vendors.modified_by',
      'vendors.modified_date',
      'm.loan_types',
      'm.services',
      'm.minimum_credit_score',
      'm.thirty_year_fixed_rate',
      'm.fifteen_year_fixed_rate',
      'm.five_one_arm_rate',
      'm.rating',
    ]);
}

type VendorRow = Awaited<ReturnType<ReturnType<typeof selectVendors>['execute']>>[number];

/** Ordered by name; `search` matches name, category, description, email and licence number. */
export async function listVendors(db: Db, filters: { search?: string | undefined }): Promise<VendorDto[]> {
  let query = selectVendors(db);
  if (filters.search) {
    const search = filters.search;
    const columns = [
      'vendors.vendor_name',
      'vendors.category',
      'vendors.description',
      'vendors.contact_email',
      'vendors.license_number',
    ] as const;
    query = query.where((eb) => containsText(eb, columns, search));
  }
  const rows = await query
    .orderBy((eb) => eb.fn('lower', ['vendors.vendor_name']))
    .orderBy('vendors.id')
    .execute();
  return rows.map(toVendorDto);
}

export async function findVendorsByIds(db: Db, ids: readonly number[]): Promise<VendorDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectVendors(db)
    .where('vendors.id', 'in', [...ids])
    .execute();
  return rows.map(toVendorDto);
}

export async function findVendor(db: Db, id: number): Promise<VendorDto | undefined> {
  const [vendor] = await findVendorsByIds(db, [id]);
  return vendor;
}

function mortgageValues(input: VendorInput['mortgageInfo']) {
  return {
    loan_types: JSON.stringify(input.loanTypes),
    services: JSON.stringify(input.services),
    minimum_credit_score: input.minimumCreditScore,
    thirty_year_fixed_rate: input.thirtyYearFixedRate,
    fifteen_year_fixed_rate: input.fifteenYearFixedRate,
    five_one_arm_rate: input.fiveOneARMRate,
    rating: input.rating,
  };
}

function vendorValues(input: VendorInput['vendor']) {
  return {
    vendor_name: input.vendorName,
    category: input.category,
    description: input.description,
    contact_email: input.contactEmail,
    phone_number: input.phoneNumber,
    website: input.website,
    status: input.status,
    founded_year: input.foundedYear,
    license_number: input.licenseNumber,
  };
}

/** Inserts one vendor and its mortgage info in the caller's transaction; returns its id. */
async function insertVendor(trx: Transaction<Database>, input: VendorInput): Promise<number> {
  const { id } = await trx
    .insertInto('vendors')
    .values({
      ...vendorValues(input.vendor),
      created_by: input.vendor.createdBy ?? SYSTEM_USER,
      modified_by: input.vendor.modifiedBy ?? input.vendor.createdBy ?? SYSTEM_USER,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('vendor_mortgage_info')
    .values({ vendor_id: id, ...mortgageValues(input.mortgageInfo) })
    .execute();
  return id;
}

/** Vendor and mortgage info in one transaction. */
export async function createVendor(db: Kysely<Database>, input: VendorInput): Promise<VendorDto> {
  return db.transaction().execute(async (trx) => {
    const id = await insertVendor(trx, input);
    const vendor = await findVendor(trx, id);
    if (!vendor) throw new Error(`vendor ${id} vanished after insert`);
    return vendor;
  });
}

/**
 * Bulk create (the CSV import): every vendor in one transaction, so a failure on any row leaves
 * the table as it was. Returns the vendors in the order given.
 */
export async function createVendors(db: Kysely<Database>, inputs: readonly VendorInput[]): Promise<VendorDto[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const input of inputs) ids.push(await insertVendor(trx, input));
    return inOrderOf(ids, await findVendorsByIds(trx, ids), (vendor) => vendor.vendorId);
  });
}

export type VendorNotFound = Refusal<'not-found'>;

/** Both parts in one transaction. `createdBy` never changes. */
export async function updateVendor(db: Kysely<Database>, vendorId: number, input: VendorInput): Promise<Result<VendorDto, VendorNotFound>> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('vendors')
      .set({
        ...vendorValues(input.vendor),
        modified_by: input.vendor.modifiedBy ?? SYSTEM_USER,
        modified_date: new Date().toISOString(),
      })
      .where('id', '=', vendorId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return refuse('not-found');
    await trx
      .insertInto('vendor_mortgage_info')
      .values({ vendor_id: vendorId, ...mortgageValues(input.mortgageInfo) })
      .onConflict((oc) => oc.column('vendor_id').doUpdateSet(mortgageValues(input.mortgageInfo)))
      .execute();
    return ok((await findVendor(trx, vendorId))!);
  });
}

/** Deletes the vendor; its mortgage info goes with it (FK cascade), its tickets keep their history. */
export async function deleteVendor(db: Db, vendorId: number): Promise<Result<void, VendorNotFound>> {
  const deleted = await db.deleteFrom('vendors').where('id', '=', vendorId).returning('id').executeTakeFirst();
  return deleted ? ok(undefined) : refuse('not-found');
}

function toVendorDto(row: VendorRow): VendorDto {
  const loanTypes = stringList(row.loan_types);
  const services = stringList(row.services);
  const rates = {
    minimumCreditScore: row.minimum_credit_score,
    thirtyYearFixedRate: row.thirty_year_fixed_rate,
    fifteenYearFixedRate: row.fifteen_year_fixed_rate,
    fiveOneARMRate: row.five_one_arm_rate,
    rating: row.rating,
  };
  return {
    vendorId: row.id,
    vendorName: row.vendor_name,
    category: row.category,
    description: row.description,
    contactEmail: row.contact_email,
    phoneNumber: row.phone_number,
    website: row.website,
    status: row.status,
    foundedYear: row.founded_year,
    licenseNumber: row.license_number,
    loanTypes,
    services,
    ...rates,
    createdBy: row.created_by,
    createdDate: iso(row.created_date),
    modifiedBy: row.modified_by,
    modifiedDate: iso(row.modified_date),
    mortgageInfo: { loanTypes: loanTypes.join(','), services: services.join(','), ...rates },
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
