import { Badge, Box, Card, DataList, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { RatingStars } from '../../shared/ui/RatingStars';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { PROCESSOR_REVIEWS, type Processor } from './processingProviders';

/** A processor card (spec §2): company and logo, contact, website, licences, languages, services, fees and two sample reviews. */
export function ProcessorCard({ processor }: { processor: Processor }) {
  const headingId = `processor-${processor.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack gap="3" align="flex-start">
          <UserAvatar name={processor.company} size="lg" shape="rounded" />
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {processor.company}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {processor.name} · {processor.title}
            </Text>
            <HStack gap="1.5" flexWrap="wrap" pt="1">
              <Badge colorPalette="brand">{processor.serviceType}</Badge>
              {processor.loanTypes.map((type) => (
                <Badge key={type} variant="outline">
                  {type}
                </Badge>
              ))}
            </HStack>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text>{processor.description}</Text>
        <Stack gap="1" fontSize="sm">
          <HStack gap="2">
            <Phone size={14} aria-hidden />
            <Link href={`tel:${processor.phone}`}>{processor.phone}</Link>
          </HStack>
          <HStack gap="2" minW="0">
            <Mail size={14} aria-hidden />
            <Link href={`mailto:${processor.email}`} wordBreak="break-all">
              {processor.email}
            </Link>
          </HStack>
          {processor.website && (
            <HStack gap="2">
              <ExternalLink size={14} aria-hidden />
              <Link href={processor.website} target="_blank" rel="noreferrer" color="brand.fg" fontWeight="medium">
                Visit Website
              </Link>
            </HStack>
          )}
        </Stack>
        <DataList.Root size="sm" gap="2">
          <Entry label="Licensed States" value={processor.licenses} />
          <Entry label="Languages" value={processor.languages} />
          <Entry label="Additional Services" value={processor.additionalServices} />
          <Entry
            label="Fee Structure"
            value={
              <Stack gap="0.5">
                <Text fontWeight="semibold">{processor.cost}</Text>
                {processor.additionalCosts.map((cost) => (
                  <Text key={cost.label}>
                    {cost.label}: {cost.value}
                  </Text>
                ))}
              </Stack>
            }
          />
        </DataList.Root>
        <Separator />
        <Stack gap="3" as="section" aria-label={`Reviews of ${processor.company}`}>
          <Text fontWeight="semibold" fontSize="sm">
            Reviews
          </Text>
          {PROCESSOR_REVIEWS.map((review) => (
            <Box key={review.id} fontSize="sm">
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Text fontWeight="medium">{review.name}</Text>
                <RatingStars rating={review.rating} size={12} />
              </HStack>
              <Text color="fg.muted">{review.comment}</Text>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Entry({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
