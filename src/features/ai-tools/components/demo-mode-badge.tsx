import { FlaskConical } from 'lucide-react';
import { Badge } from '@/ui/badge';

/** The 'Demo Mode' label (docs/product.md#demo-mode). */
export function DemoModeBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className}>
      <FlaskConical aria-hidden="true" />
      Demo Mode
    </Badge>
  );
}
