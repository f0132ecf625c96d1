import { FlaskConical } from 'lucide-react';
import { Badge } from '@/ui/badge';

/** PRODUCT.md "Demo mode" / activities spec §8: the 'Demo Mode' label. */
export function DemoModeBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className}>
      <FlaskConical aria-hidden="true" />
      Demo Mode
    </Badge>
  );
}
