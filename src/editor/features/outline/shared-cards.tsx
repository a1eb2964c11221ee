import { useState, type ReactNode } from "react";
import styled from "styled-components";
import type { Section, Site } from "@/generated/site";
import { ErrorBoundary } from "@/layout/error-boundary";
import { canDelete, sharedUses } from "@/model/shared-edits";
import { theme } from "@/theme/tokens";
import { pageBlocks } from "../../state/page-blocks";
import { useSchemas } from "../../state/schemas-context";
import { Button, ErrorText, Hint } from "../../ui/controls";
import { sharedLabels } from "../../ui/shared-labels";
import {
  Card,
  CardButton,
  CardDescription,
  CardTitle,
  Cards,
} from "./block-catalog.styles";
import { BlockThumbnail } from "./block-thumbnail";
import { exampleDraft, type CatalogEntry } from "./catalog-entries";
import type { LoadQueue } from "./load-queue";

// above the card button's cover, so it is its own target
const DeleteRow = styled.div`
  position: relative;
  z-index: 1;
  padding: 0 ${theme.space.md} ${theme.space.md};
`;

const Group = styled.section`
  display: grid;
  gap: ${theme.space.sm};
`;

interface Props {
  site: Site;
  queue: LoadQueue;
  noPreview: ReactNode;
  onInsert: (section: Section) => void;
  /** deletes an unused shared section (the shell's edit); without it, no Delete */
  onDelete?: (id: string) => void;
}

/** The catalog's "Shared sections": a card each (its picture, name, block type and uses), chosen to add a use; Delete refused while used. */
export function SharedCards({
  site,
  queue,
  noPreview,
  onInsert,
  onDelete,
}: Props) {
  const { blockTitle } = useSchemas();
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(
    null,
  );
  const sections = site.sharedSections ?? [];
  if (sections.length === 0) return null;
  const remove = (id: string, name: string) => {
    const allowed = canDelete(site, id);
    if (!allowed.ok) return setSaid({ text: allowed.message, refused: true });
    onDelete?.(id);
    setSaid({ text: sharedLabels.deletedShared(name), refused: false });
  };
  return (
    <Group aria-labelledby="catalog-shared-heading">
      <h3 id="catalog-shared-heading">{sharedLabels.catalogGroup}</h3>
      <Hint>{sharedLabels.catalogSharedIntro}</Hint>
      {said &&
        (said.refused ? (
          <ErrorText role="alert">{said.text}</ErrorText>
        ) : (
          <p role="status">{said.text}</p>
        ))}
      <Cards>
        {sections.map((shared, index) => {
          const block = pageBlocks(site, {
            sections: [{ shared: shared.id }],
          })[0]!;
          const entry: CatalogEntry = {
            type: block.type,
            title: shared.name,
            description: blockTitle(block.type),
            example: block,
          };
          const uses = sharedUses(site, shared.id).length;
          return (
            <Card key={shared.id}>
              <ErrorBoundary resetKey={shared.id} fallback={noPreview}>
                <BlockThumbnail
                  entry={entry}
                  draft={exampleDraft(site, entry)}
                  queue={queue}
                />
              </ErrorBoundary>
              <CardButton
                type="button"
                data-autofocus={index === 0 ? "" : undefined}
                onClick={() => onInsert({ shared: shared.id })}
              >
                <CardTitle>{shared.name}</CardTitle>{" "}
                <CardDescription>{`${entry.description} · ${sharedLabels.usedOnCount(uses)}`}</CardDescription>
              </CardButton>
              {onDelete && (
                <DeleteRow>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => remove(shared.id, shared.name)}
                  >
                    {sharedLabels.deleteShared(shared.name)}
                  </Button>
                </DeleteRow>
              )}
            </Card>
          );
        })}
      </Cards>
    </Group>
  );
}
