import { Anchor, Stack, Text } from '@mantine/core';
import type { HelpTopic } from '../help-section.ts';

type HelpContentsListProps = { topics: HelpTopic[]; onOpen: (sectionId: string) => void };

/** The table of contents: the matching sections, by topic, as links to their anchors. */
export function HelpContentsList({ topics, onOpen }: HelpContentsListProps) {
  return (
    <nav aria-label="Help contents">
      <Stack gap="sm">
        {topics.map((topic) => (
          <Stack key={topic.id} gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {topic.title}
            </Text>
            {topic.sections.map((section) => (
              <Anchor
                key={section.id}
                href={`#${section.id}`}
                size="sm"
                c="var(--mantine-color-text)"
                // At least 24 px high, the target size of WCAG 2.5.8.
                mih={24}
                py={2}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(section.id);
                }}
              >
                {section.title}
              </Anchor>
            ))}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
