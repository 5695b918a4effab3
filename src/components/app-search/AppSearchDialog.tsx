import { useNavigate } from 'react-router-dom';
import { MenuSearchDialog } from './MenuSearchDialog';
import { useSearchItems } from './use-search-items';

/** The menu search over the signed-in user's menu; choosing an entry opens it. */
export default function AppSearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const items = useSearchItems();
  const navigate = useNavigate();
  return (
    <MenuSearchDialog
      open={open}
      items={items}
      onClose={onClose}
      onSelect={(path) => {
        onClose();
        navigate(path);
      }}
    />
  );
}
