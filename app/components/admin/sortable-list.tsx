import {
	closestCenter,
	DndContext,
	type DragEndEvent,
	KeyboardCode,
	type KeyboardCoordinateGetter,
	KeyboardSensor,
	PointerSensor,
	useSensor,
	useSensors,
} from '@dnd-kit/core'
import {
	arrayMove,
	SortableContext,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'

/** Arrow keys move a dragged row by this many pixels at a time. */
function stepsOf(step: number): KeyboardCoordinateGetter {
	return (event, { currentCoordinates: at }) => {
		switch (event.code) {
			case KeyboardCode.Down:
				return { ...at, y: at.y + step }
			case KeyboardCode.Up:
				return { ...at, y: at.y - step }
			case KeyboardCode.Right:
				return { ...at, x: at.x + step }
			case KeyboardCode.Left:
				return { ...at, x: at.x - step }
		}
		return undefined
	}
}

/** The row's own attributes on its `<li>` (the checklist's `data-work`), with and without scripts. */
type RowAttributes = HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string | number>

type Props<T> = {
	items: readonly T[]
	/** The row's id, stable across orders. */
	idOf: (item: T) => number
	/** What the drag handle names: 'Drag to reorder {label}'. */
	labelOf: (item: T) => string
	/** The row's content; `handle` is the drag handle to place in it (none before the scripts run). */
	renderItem: (item: T, index: number, handle?: ReactNode) => ReactNode
	/**
	 * Called with the new order once a drag has dropped a row elsewhere and React has drawn the rows in that order,
	 * so a form around them posts them in it.
	 */
	onReorder: (order: T[]) => void
	/** Arrow keys move the row this many pixels a step; unsaid, each press moves it past one neighbour. */
	keyboardStep?: number
	listProps?: HTMLAttributes<HTMLOListElement>
	rowProps?: (item: T) => RowAttributes
}

/**
 * A list staff put in order (a room's works, a fair's checklist, the about blocks; house style, 'Forms'): before the
 * scripts run a plain `<ol>` whose rows carry their own Move up / Move down buttons, plain form posts; once they run,
 * each row has a drag handle that @dnd-kit moves with the pointer or the keyboard (Space to pick up, arrows, Space to
 * drop, each step announced), and `onReorder` saves the order.
 */
export function SortableList<T>({
	items,
	idOf,
	labelOf,
	renderItem,
	onReorder,
	keyboardStep,
	listProps = {},
	rowProps = () => ({}),
}: Props<T>) {
	const hydrated = useHydrated()
	const [order, setOrder] = useState(items)
	const [moved, setMoved] = useState(false)
	useEffect(() => setOrder(items), [items])
	useEffect(() => {
		if (!moved) return
		setMoved(false)
		onReorder([...order])
	}, [moved, order, onReorder])
	const sensors = useSensors(
		useSensor(PointerSensor),
		useSensor(KeyboardSensor, {
			coordinateGetter: keyboardStep ? stepsOf(keyboardStep) : sortableKeyboardCoordinates,
		}),
	)
	const className = listProps.className ?? 'space-y-3'
	// One row has nowhere to go: no handle.
	if (!hydrated || order.length < 2)
		return (
			<ol {...listProps} className={className}>
				{order.map((item, index) => (
					<li key={idOf(item)} {...rowProps(item)}>
						{renderItem(item, index)}
					</li>
				))}
			</ol>
		)
	function onDragEnd({ active, over }: DragEndEvent) {
		if (!over || active.id === over.id) return
		const from = order.findIndex((item) => idOf(item) === active.id)
		const to = order.findIndex((item) => idOf(item) === over.id)
		setOrder(arrayMove([...order], from, to))
		setMoved(true)
	}
	return (
		<DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
			<SortableContext items={order.map(idOf)} strategy={verticalListSortingStrategy}>
				<ol {...listProps} className={className}>
					{order.map((item, index) => (
						<SortableRow key={idOf(item)} id={idOf(item)} label={labelOf(item)} attributes={rowProps(item)}>
							{(handle) => renderItem(item, index, handle)}
						</SortableRow>
					))}
				</ol>
			</SortableContext>
		</DndContext>
	)
}

function SortableRow({
	id,
	label,
	attributes: own,
	children,
}: {
	id: number
	label: string
	attributes: RowAttributes
	children: (handle: ReactNode) => ReactNode
}) {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id,
	})
	return (
		<li
			{...own}
			ref={setNodeRef}
			style={{ transform: CSS.Transform.toString(transform), transition }}
			className={isDragging ? 'relative z-10 opacity-80' : ''}
		>
			{children(
				<button
					type="button"
					ref={setActivatorNodeRef}
					{...attributes}
					{...listeners}
					aria-label={`Drag to reorder ${label}`}
					className="cursor-grab self-start rounded px-1 text-lg text-stone-500 hover:text-stone-800"
				>
					⠿
				</button>,
			)}
		</li>
	)
}
