import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { VendorExportButtonQuery, VendorExportButtonQuery$data } from '../../__generated__/VendorExportButtonQuery.graphql';
import { notify } from '../../shared/toast';
import { vendorsToCsv, type ExportedVendor } from './vendorCsv';
import { vendorFieldsOf } from './vendorFields';

const query = graphql`
  query VendorExportButtonQuery($after: String) {
    vendors(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          internalId
          ...vendorFields_vendor
          createdBy
          createdAt
          modifiedBy
          modifiedAt
        }
      }
    }
  }
`;

type Node = VendorExportButtonQuery$data['vendors']['edges'][number]['node'];

function exported(node: Node): ExportedVendor {
  const fields = vendorFieldsOf(node);
  return {
    ...fields,
    internalId: node.internalId,
    status: fields.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    loanTypes: [...fields.loanTypes],
    services: [...fields.services],
    createdBy: node.createdBy,
    createdAt: node.createdAt,
    modifiedBy: node.modifiedBy,
    modifiedAt: node.modifiedAt,
  };
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Export Data': every vendor (not only the page shown), read page by page, saved as one CSV file. */
export function VendorExportButton() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const vendors: ExportedVendor[] = [];
      let after: string | null = null;
      for (;;) {
        const page: VendorExportButtonQuery$data | undefined = await fetchQuery<VendorExportButtonQuery>(
          environment,
          query,
          { after },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (!page) throw new Error('no answer');
        vendors.push(...page.vendors.edges.map(({ node }) => exported(node)));
        if (!page.vendors.pageInfo.hasNextPage) break;
        after = page.vendors.pageInfo.endCursor ?? null;
      }
      download(vendorsToCsv(vendors), `vendors-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success(`${vendors.length} ${vendors.length === 1 ? 'vendor' : 'vendors'} exported`);
    } catch {
      notify.error('Failed to fetch vendors');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" loading={busy} onClick={() => void exportAll()}>
      <Download aria-hidden />
      Export Data
    </Button>
  );
}
