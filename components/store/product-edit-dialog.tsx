"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useUpdateProduct, type Product } from "@/lib/client/hooks/use-store";
import { updateProductInput } from "@/lib/ecommerce/schemas";

const NO_CATEGORY = "none";
// The API's own fields; the price is typed as text and read as a number.
const formSchema = z.object({
  name: updateProductInput.shape.name.unwrap(),
  sku: z.string().trim().max(100, "must be at most 100 characters"),
  price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, "must be an amount such as 19.95")
    .transform(Number),
  isActive: z.boolean(),
  categoryId: z.string(),
});
type Values = z.input<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/** Edit a product's name, SKU, price, category and whether it is active. */
export function ProductEditDialog({ product, categories, onOpenChange }: { product: Product | null; categories: { id: string; name: string }[]; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit product</DialogTitle>
          <DialogDescription>Changes hold until your store sends this product again.</DialogDescription>
        </DialogHeader>
        {product && <EditForm key={product.id} product={product} categories={categories} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ product: p, categories, onDone }: { product: Product; categories: { id: string; name: string }[]; onDone: () => void }) {
  const update = useUpdateProduct(p.id);
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: { name: p.name, sku: p.sku ?? "", price: p.price.toFixed(2), isActive: p.isActive, categoryId: p.category?.id ?? NO_CATEGORY },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({ name: v.name, sku: v.sku || null, price: v.price, isActive: v.isActive, categoryId: v.categoryId === NO_CATEGORY ? null : v.categoryId });
      toast.success(`${v.name} saved`);
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(errorMessage(err));
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <TextField control={form.control} name="name" label="Name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="sku" label="SKU" />
          <TextField control={form.control} name="price" label="Price" inputProps={{ inputMode: "decimal" }} />
        </div>
        <FormField
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Category</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>No category</SelectItem>
                  {categories.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
              <FormLabel>Active (shown to customers)</FormLabel>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={update.isPending}>Save</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
