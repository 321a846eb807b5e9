import { Badge, DataList, Dialog, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorDetailsDialog_vendor$key } from '../../__generated__/VendorDetailsDialog_vendor.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { RatingStars } from '../../shared/ui/RatingStars';
import { vendorFieldsOf } from './vendorFields';

const fragment = graphql`
  fragment VendorDetailsDialog_vendor on Vendor {
    ...vendorFields_vendor
    statusLabel
    createdBy
    createdAt
    modifiedBy
    modifiedAt
  }
`;

function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" gap="3" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const percent = (rate: number) => `${rate}%`;
const href = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** 'Mortgage Vendor Details' (spec §2): tabs Basic Information, Mortgage Information, Documentation. */
export function VendorDetailsDialog({
  vendor: vendorRef,
  open,
  onOpenChange,
}: {
  vendor: VendorDetailsDialog_vendor$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useFragment(fragment, vendorRef);
  const vendor = { ...record, ...vendorFieldsOf(record) };
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title="Mortgage Vendor Details" width="720px">
      <Dialog.Body>
        <Stack gap="3">
          <Text fontWeight="semibold" fontSize="lg">
            {vendor.name}
          </Text>
          <Tabs.Root defaultValue="basic" variant="line">
            <Tabs.List flexWrap="wrap">
              <Tabs.Trigger value="basic">Basic Information</Tabs.Trigger>
              <Tabs.Trigger value="mortgage">Mortgage Information</Tabs.Trigger>
              <Tabs.Trigger value="documents">Documentation</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="basic">
              <Details
                items={[
                  ['Category', vendor.category],
                  [
                    'Status',
                    <Badge key="status" colorPalette={vendor.status === 'ACTIVE' ? 'green' : 'gray'}>
                      {vendor.statusLabel}
                    </Badge>,
                  ],
                  [
                    'Contact Email',
                    <Link key="email" href={`mailto:${vendor.contactEmail}`} color="brand.fg">
                      {vendor.contactEmail}
                    </Link>,
                  ],
                  ['Phone Number', vendor.phoneNumber],
                  [
                    'Website',
                    <Link key="web" href={href(vendor.website)} target="_blank" rel="noreferrer" color="brand.fg">
                      {vendor.website}
                    </Link>,
                  ],
                  ['Founded Year', vendor.foundedYear],
                  ['License Number', vendor.licenseNumber],
                  [
                    'Description',
                    <Text key="description" whiteSpace="pre-line">
                      {vendor.description}
                    </Text>,
                  ],
                  ['Created', `${dateTime(vendor.createdAt)} by ${vendor.createdBy}`],
                  ['Modified', `${dateTime(vendor.modifiedAt)} by ${vendor.modifiedBy}`],
                ]}
              />
            </Tabs.Content>
            <Tabs.Content value="mortgage">
              <Details
                items={[
                  ['Loan Types', <Text key="loans">{vendor.loanTypes.join(', ')}</Text>],
                  ['Services', <Text key="services">{vendor.services.join(', ')}</Text>],
                  ['Minimum Credit Score', vendor.minimumCreditScore],
                  ['30-Year Fixed Rate', percent(vendor.thirtyYearFixedRate)],
                  ['15-Year Fixed Rate', percent(vendor.fifteenYearFixedRate)],
                  ['5/1 ARM Rate', percent(vendor.fiveOneArmRate)],
                  ['Rating', <RatingStars key="rating" rating={vendor.rating} showValue />],
                ]}
              />
            </Tabs.Content>
            <Tabs.Content value="documents">
              <EmptyNotice
                icon={<FileText />}
                title="No documents uploaded yet"
                description="Documents shared about this vendor will be listed here."
              />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
