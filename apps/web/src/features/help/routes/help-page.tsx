import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Mark.css';
import {
  Box,
  Button,
  CloseButton,
  Divider,
  Group,
  Kbd,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { HelpContentsList } from '../components/help-contents-list.tsx';
import { HelpSectionView } from '../components/help-section-view.tsx';
import { helpTopics } from '../help-content.ts';
import { filterHelp, searchTerms, sectionCount } from '../help-search.ts';

/** Moves to a section: scrolls it into view, focuses its heading and puts it in the address. */
function openSection(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  document.getElementById(`${sectionId}-title`)?.focus({ preventScroll: true });
  // Not through the router: a new location would re-run the sign-in check of the shell.
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
}

function isTypingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/** /topmenu/help: every screen and workflow, searchable, with a table of contents. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const terms = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const topics = useMemo(() => filterHelp(helpTopics, terms), [terms]);
  const matches = sectionCount(topics);
  const total = useMemo(() => sectionCount(helpTopics), []);

  // "/" jumps to the search box from anywhere on the page, as on most documentation sites.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingIn(event.target))
        return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // An address with a #section (a shared link) opens at that section.
  useEffect(() => {
    const sectionId = decodeURIComponent(window.location.hash.slice(1));
    if (sectionId) openSection(sectionId);
  }, []);

  const firstSectionId = topics[0]?.sections[0]?.id;

  return (
    <Stack gap="md" maw={1120}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Help
        </Title>
        <Text size="sm" c="dimmed">
          How AirQuote works, screen by screen.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <TextInput
            ref={searchRef}
            label="Search help"
            placeholder="For example: code string, password, copy line items"
            leftSection={<IconSearch size={16} />}
            rightSectionWidth={query ? 36 : 48}
            rightSection={
              query ? (
                <CloseButton aria-label="Clear search" onClick={() => setQuery('')} size="sm" />
              ) : (
                <Kbd size="xs" aria-hidden>
                  /
                </Kbd>
              )
            }
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.preventDefault();
                setQuery('');
              } else if (event.key === 'Enter' && firstSectionId) {
                event.preventDefault();
                openSection(firstSectionId);
              }
            }}
            maxLength={200}
            w={480}
            maw="100%"
            aria-describedby="help-search-status"
          />
          <Text size="xs" c="dimmed" id="help-search-status" aria-live="polite">
            {terms.length === 0
              ? `${total} sections. Type to filter; Enter goes to the first match, Escape clears.`
              : `${matches} of ${total} sections match.`}
          </Text>
        </Stack>
      </Paper>
      {matches === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>No help matches “{query.trim()}”.</Text>
            <Text size="sm" c="dimmed">
              Try fewer or other words, for example a screen name such as Projects or Account.
            </Text>
            <Button
              variant="default"
              onClick={() => {
                setQuery('');
                searchRef.current?.focus();
              }}
            >
              Show all help
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Box
            w={240}
            style={{
              flexShrink: 0,
              position: 'sticky',
              top: 64,
              maxHeight: 'calc(100vh - 80px)',
              overflowY: 'auto',
            }}
            visibleFrom="md"
          >
            <Paper withBorder radius="md" p="md">
              <HelpContentsList topics={topics} onOpen={openSection} />
            </Paper>
          </Box>
          <Paper withBorder radius="md" p="lg" style={{ flex: 1, minWidth: 0 }}>
            <Stack gap="xl">
              {topics.map((topic, index) => (
                <Stack key={topic.id} gap="lg">
                  {index > 0 && <Divider />}
                  <Title order={2} size="h3">
                    {topic.title}
                  </Title>
                  {topic.sections.map((section) => (
                    <HelpSectionView key={section.id} section={section} terms={terms} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Group>
      )}
    </Stack>
  );
}
