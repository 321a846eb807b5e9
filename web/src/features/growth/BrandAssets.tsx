import { Badge, Box, Button, Card, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { brandAssetDownloadName, brandAssetUrl, BRAND_ASSETS } from './brandAssets';

const TYPE_LABEL = { profile: 'Profile', banner: 'Banner', logo: 'Logo' } as const;

/** Brand assets (spec §2): 13 images with a preview and a download each. */
export function BrandAssets() {
  return (
    <Stack as="section" aria-labelledby="brand-assets-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="brand-assets-heading">
          Brand Assets
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Profile pictures, banners and logos for your social profiles, email signature and flyers.
        </Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3, xl: 4 }} gap={{ base: '3', md: '4' }} data-testid="brand-assets">
        {BRAND_ASSETS.map((asset) => (
          <Card.Root as="li" key={asset.file} size="sm" borderRadius="xl" overflow="hidden" shadow="xs">
            <Box bg="bg.muted" h={{ base: '24', md: '36' }} display="flex" alignItems="center" justifyContent="center" p="3">
              <Image src={brandAssetUrl(asset)} alt={`${asset.title} preview`} maxH="full" maxW="full" objectFit="contain" loading="lazy" />
            </Box>
            <Card.Body gap="2">
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="flex-start" gap="2">
                <Heading as="h3" size="sm">
                  {asset.title}
                </Heading>
                <Badge colorPalette={asset.type === 'profile' ? 'blue' : asset.type === 'banner' ? 'purple' : 'green'} flexShrink={0}>
                  {TYPE_LABEL[asset.type]}
                </Badge>
              </Stack>
              <Text fontSize="xs" color="fg.muted">
                SVG · {asset.width} × {asset.height}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" variant="outline" colorPalette="brand" w="full">
                <a href={brandAssetUrl(asset)} download={brandAssetDownloadName(asset)} aria-label={`Download ${asset.title}`}>
                  <Download aria-hidden />
                  Download
                </a>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
